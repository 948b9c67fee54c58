import { parseAmount } from '@playhall/contracts/money';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { showToast } from '@/lib/toast';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { claimVipBonus, type VipStatus, vipStatusQueryOptions } from '../api/vip';
import './vip.css';

type Rank = VipStatus['ranks'][number];
type Offer = VipStatus['bonuses'][number];

const hasAmount = (amount: string) => /[1-9]/.test(amount);

/** The member's rank, and how far the window's valid bets and deposits are toward the next one. */
function RankCard({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const { next, keep } = status;
  return (
    <section className="vip-hero" aria-label={t('vip.current')}>
      <div className="vip-hero__badge" aria-hidden="true">
        <Icon name="crown" size={30} />
        <span className="vip-hero__level">{status.vipRankLevel}</span>
      </div>
      <div className="vip-hero__who">
        <p className="vip-hero__eyebrow">{t('vip.current')}</p>
        <p className="vip-hero__name">{status.vipLabelName ?? t('vip.noRank')}</p>
        <p className="vip-hero__window">{t('vip.window', { days: status.windowDays })}</p>
      </div>
      <div className="vip-hero__progress">
        {next ? (
          <>
            <p className="vip-hero__next">{t('vip.toNext', { name: next.name })}</p>
            <ProgressMeter
              label={t('vip.validBet')}
              achieved={status.validBet}
              required={next.validBetThreshold}
              met={progressMet(status.validBet, next.validBetThreshold)}
              metLabel={t('vip.met')}
              pendingLabel={t('vip.pending')}
            />
            <ProgressMeter
              label={t('vip.deposits')}
              achieved={status.deposits}
              required={next.depositThreshold}
              met={progressMet(status.deposits, next.depositThreshold)}
              metLabel={t('vip.met')}
              pendingLabel={t('vip.pending')}
            />
          </>
        ) : (
          <p className="vip-hero__top">
            <Icon name="star" size={16} /> {t('vip.top')}
          </p>
        )}
        {keep ? (
          <p className="vip-hero__keep">
            {t('vip.keep', { amount: formatMoney(keep.validBet, symbol) })} <TimeText iso={keep.reviewFrom} />
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Whether an amount reaches a requirement, on minor units. */
const progressMet = (achieved: string, required: string) => parseAmount(achieved) >= parseAmount(required);

/** What an offer's line under its name says: the period, or why it is not open and what opens it. */
function OfferNote({ offer, ranks, current }: { offer: Offer; ranks: Rank[]; current: number }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  if (offer.reason === 'NO_BIRTHDAY')
    return <Link to="/member?page=securityCenter">{t('vip.birthdayHint')}</Link>;
  if (offer.reason === 'NOT_BIRTH_MONTH') return <>{t('vip.birthMonth')}</>;
  if (offer.reason === 'RANK') {
    const key = offer.kind === 'MONTHLY' ? 'monthlyBonus' : 'birthdayBonus';
    const from = ranks.find((rank) => rank.level > current && hasAmount(rank[key]));
    return (
      <>
        {from
          ? t('vip.fromRank', { name: from.name, amount: formatMoney(from[key], symbol) })
          : t('vip.none')}
      </>
    );
  }
  return <>{offer.period}</>;
}

/** The rank's monthly and birthday bonuses, each claimable once per period. */
function Bonuses({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const action = useMoneyAction();
  const claim = (offer: Offer) =>
    void action
      .run(() => claimVipBonus(offer.kind))
      .then((bonus) => {
        if (bonus) showToast(t('vip.claimed', { amount: formatMoney(bonus.amount, symbol) }));
      });
  return (
    <Panel icon="gift" title={t('vip.bonusesTitle')} description={t('vip.bonusesBody')}>
      <ul className="vip-offers">
        {status.bonuses.map((offer) => (
          <li key={offer.kind} className={`vip-offer vip-offer--${offer.state.toLowerCase()}`}>
            <span className="vip-offer__icon" aria-hidden="true">
              <Icon name={offer.kind === 'MONTHLY' ? 'calendar' : 'gift'} size={20} />
            </span>
            <div className="vip-offer__text">
              <p className="vip-offer__name">{t(`vip.kinds.${offer.kind}`)}</p>
              <p className="vip-offer__period">
                <OfferNote offer={offer} ranks={status.ranks} current={status.vipRankLevel} />
              </p>
            </div>
            {offer.reason === 'RANK' ? null : <Money amount={offer.amount} className="vip-offer__amount" />}
            {offer.state === 'CLAIM' ? (
              <Button size="sm" variant="gold" disabled={action.isBusy} onClick={() => claim(offer)}>
                {t('vip.claim')}
              </Button>
            ) : (
              <StatusChip tone={offer.state === 'CLAIMED' ? 'success' : 'neutral'}>
                {t(`vip.states.${offer.state}`)}
              </StatusChip>
            )}
          </li>
        ))}
      </ul>
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
    </Panel>
  );
}

/** A titled group of labelled figures of a rank. */
function Figures({ title, lines }: { title: string; lines: [string, ReactNode][] }) {
  return (
    <div className="vip-figures">
      <p className="vip-figures__title">{title}</p>
      <dl>
        {lines.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Every rank as a card with what reaches it and what it gives; the member's own is marked. */
function Ladder({ ranks, current }: { ranks: Rank[]; current: number }) {
  const { t } = useTranslation();
  const amount = (value: string | null) =>
    value !== null && hasAmount(value) ? <Money amount={value} /> : '—';
  const standard = t('vip.standard');
  return (
    <Panel icon="crown" title={t('vip.ladderTitle')} description={t('vip.ladderBody')}>
      <ol className="vip-ladder">
        {ranks.map((rank) => (
          <li
            key={rank.level}
            className={rank.level === current ? 'vip-step vip-step--mine' : 'vip-step'}
            aria-label={rank.name}
          >
            <p className="vip-step__head">
              <Icon name="crown" size={16} />
              <span className="vip-step__name">{rank.name}</span>
              {rank.level === current ? <StatusChip tone="gold">{t('vip.you')}</StatusChip> : null}
            </p>
            <Figures
              title={t('vip.toReach')}
              lines={[
                [t('vip.validBet'), amount(rank.validBetThreshold)],
                [t('vip.deposits'), amount(rank.depositThreshold)],
              ]}
            />
            <Figures
              title={t('vip.bonusesTitle')}
              lines={[
                [t('vip.upgradeBonus'), amount(rank.upgradeBonus)],
                [t('vip.kinds.MONTHLY'), amount(rank.monthlyBonus)],
                [t('vip.kinds.BIRTHDAY'), amount(rank.birthdayBonus)],
              ]}
            />
            <Figures
              title={t('vip.withdrawals')}
              lines={[
                [t('vip.count'), rank.dailyWithdrawalCount ?? standard],
                [t('vip.amount'), rank.dailyWithdrawalAmount ? amount(rank.dailyWithdrawalAmount) : standard],
              ]}
            />
            <Figures
              title={t('vip.rebate')}
              lines={
                Object.keys(rank.rebateRates).length === 0
                  ? [[t('vip.allGames'), standard]]
                  : Object.entries(rank.rebateRates).map(([category, rate]) => [
                      t(`categories.${category}`),
                      `${rate}%`,
                    ])
              }
            />
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/**
 * playerRank (member-and-agent-centres spec §2, with the VIP module): the member's rank, progress to the next over
 * the rolling window, the rank's monthly and birthday bonuses, and the whole ladder with its benefits.
 */
export function PlayerRank() {
  const query = useQuery(vipStatusQueryOptions());
  if (query.isPending) return <Skeleton height="24rem" radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const status = query.data;
  return (
    <div className="panel-stack">
      <RankCard status={status} />
      <Bonuses status={status} />
      <Ladder ranks={status.ranks} current={status.vipRankLevel} />
    </div>
  );
}
