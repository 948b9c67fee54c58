import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Icon, type IconName } from '@/components/ui/icon';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { copyText } from '@/lib/copy-text';
import { lazyImport } from '@/lib/lazy-import';
import { useTranslation } from '@/lib/use-translation';
import { type ReferralStatus, referralQueryOptions } from '../api/referral';
import { ReferralInvitees } from './referral-invitees';
import './referral.css';

const ReferralQr = lazy(() => lazyImport(() => import('./referral-qr')));

/** The code and the link to share, each with a copy button, and the link as a QR code to scan. */
function InviteCard({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return (
    <section className="referral-hero" aria-label={t('referral.shareTitle')}>
      <div className="referral-hero__text">
        <p className="referral-hero__eyebrow">{t('referral.shareEyebrow')}</p>
        <p className="referral-hero__lead">{t('referral.shareBody')}</p>
        <dl className="referral-hero__facts">
          <div>
            <dt>{t('referral.code')}</dt>
            <dd className="referral-copy">
              <code className="referral-code">{status.code}</code>
              <CopyButton text={status.code} label={t('referral.copyCode')} />
            </dd>
          </div>
          <div>
            <dt>{t('referral.link')}</dt>
            <dd className="referral-copy">
              <span className="referral-link">{status.link}</span>
              <CopyButton text={status.link} label={t('referral.copyLink')} />
            </dd>
          </div>
        </dl>
      </div>
      <figure className="referral-hero__qr">
        <ErrorBoundary fallback={(error) => <ErrorState compact error={error} />}>
          <Suspense fallback={<Skeleton height="10rem" width="10rem" radius="var(--radius-md)" />}>
            <ReferralQr link={status.link} label={t('referral.qrLabel')} />
          </Suspense>
        </ErrorBoundary>
        <figcaption>{t('referral.qrCaption')}</figcaption>
      </figure>
    </section>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" icon="copy" aria-label={label} onClick={() => void copyText(text)}>
      {t('referral.copy')}
    </Button>
  );
}

/** The rule in words and as the steps a friend takes; a note instead while no reward is set. */
function Rule({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const { rule } = status;
  if (!rule) {
    return (
      <Panel icon="info" title={t('referral.ruleTitle')}>
        <p className="referral-note">{t('referral.noRule')}</p>
      </Panel>
    );
  }
  const money = (amount: string) => formatMoney(amount, symbol);
  const steps: [IconName, string][] = [
    ['send', t('referral.step1')],
    ['user', t('referral.step2')],
    [
      'coins',
      t('referral.step3', { deposit: money(rule.depositThreshold), bet: money(rule.validBetThreshold) }),
    ],
    ['gift', t('referral.step4', { mine: money(rule.referrerReward), theirs: money(rule.inviteeReward) })],
  ];
  return (
    <Panel
      icon="info"
      title={t('referral.ruleTitle')}
      description={t('referral.wagering', { times: rule.rewardWagering })}
    >
      <ol className="referral-steps">
        {steps.map(([icon, text], index) => (
          <li key={icon} className="referral-step">
            <span className="referral-step__icon" aria-hidden="true">
              <Icon name={icon} size={18} />
              <span className="referral-step__number">{index + 1}</span>
            </span>
            <span className="referral-step__text">{text}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function Totals({ totals }: { totals: ReferralStatus['totals'] }) {
  const { t } = useTranslation();
  const tiles: [string, ReactNode, string?][] = [
    [t('referral.totals.invitees'), totals.invitees],
    [t('referral.totals.qualified'), totals.qualified, totals.qualified > 0 ? 'gold' : undefined],
    [t('referral.totals.rewarded'), totals.rewarded],
    [t('referral.totals.earned'), <Money key="earned" amount={totals.earned} />],
  ];
  return (
    <ul className="referral-totals" aria-label={t('referral.totals.label')}>
      {tiles.map(([label, value, tone]) => (
        <li key={label} className={`referral-total${tone ? ` referral-total--${tone}` : ''}`}>
          <span className="referral-total__label">{label}</span>
          <span className="referral-total__value">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * referral (member-and-agent-centres spec §2, with the REFERRAL module): the member's invite link and QR code,
 * the rule, the totals, and the friends who registered with their progress and the reward's claim.
 */
export function ReferralPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(referralQueryOptions(page));
  if (query.isPending) {
    return (
      <div className="panel-stack">
        <Skeleton height="14rem" radius="var(--radius-lg)" />
        <Skeleton height="6rem" radius="var(--radius-lg)" />
        <Skeleton height="12rem" radius="var(--radius-lg)" />
      </div>
    );
  }
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const status = query.data;
  return (
    <div className="panel-stack">
      <InviteCard status={status} />
      <Totals totals={status.totals} />
      <Rule status={status} />
      <ReferralInvitees status={status} page={page} onPage={setPage} isPrevious={query.isPlaceholderData} />
    </div>
  );
}
