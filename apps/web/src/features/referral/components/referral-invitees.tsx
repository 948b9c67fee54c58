import { parseAmount } from '@playhall/contracts/money';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Pager } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { StatePanel } from '@/components/ui/state-panel';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { showToast } from '@/lib/toast';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { claimReferralReward, type ReferralInvitee, type ReferralStatus } from '../api/referral';

const TONES = { REGISTERED: 'neutral', QUALIFIED: 'gold', REWARDED: 'success' } as const;
const reaches = (achieved: string, required: string) => parseAmount(achieved) >= parseAmount(required);

function Invitee({
  invitee,
  rule,
  isBusy,
  onClaim,
}: {
  invitee: ReferralInvitee;
  rule: ReferralStatus['rule'];
  isBusy: boolean;
  onClaim(invitee: ReferralInvitee): void;
}) {
  const { t } = useTranslation();
  return (
    <li className={`referral-invitee referral-invitee--${invitee.status.toLowerCase()}`}>
      <div className="referral-invitee__head">
        <span className="referral-invitee__avatar" aria-hidden="true">
          {invitee.account.slice(0, 1).toUpperCase()}
        </span>
        <div className="referral-invitee__who">
          <p className="referral-invitee__account">{invitee.account}</p>
          <p className="referral-invitee__since">
            {t('referral.registeredAt')} <TimeText iso={invitee.registeredAt} />
          </p>
        </div>
        <StatusChip tone={TONES[invitee.status]}>{t(`referral.states.${invitee.status}`)}</StatusChip>
      </div>
      {invitee.status === 'REWARDED' ? (
        <p className="referral-invitee__paid">
          {t('referral.paid')} <Money amount={invitee.referrerReward ?? '0.00'} />
          {invitee.rewardedAt ? (
            <>
              {' · '}
              <TimeText iso={invitee.rewardedAt} />
            </>
          ) : null}
        </p>
      ) : rule ? (
        <div className="referral-invitee__progress">
          <ProgressMeter
            label={t('referral.deposits')}
            achieved={invitee.deposits}
            required={rule.depositThreshold}
            met={reaches(invitee.deposits, rule.depositThreshold)}
            metLabel={t('referral.met')}
            pendingLabel={t('referral.pending')}
          />
          <ProgressMeter
            label={t('referral.validBet')}
            achieved={invitee.validBet}
            required={rule.validBetThreshold}
            met={reaches(invitee.validBet, rule.validBetThreshold)}
            metLabel={t('referral.met')}
            pendingLabel={t('referral.pending')}
          />
        </div>
      ) : null}
      {invitee.status === 'QUALIFIED' && rule ? (
        <div className="referral-invitee__claim">
          <span>
            {t('referral.claimable')} <Money amount={rule.referrerReward} />
          </span>
          <Button variant="gold" size="sm" icon="gift" disabled={isBusy} onClick={() => onClaim(invitee)}>
            {t('referral.claim')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The friends who registered with the link, a page at a time, with the claim of each qualified one. */
export function ReferralInvitees({
  status,
  page,
  onPage,
  isPrevious,
}: {
  status: ReferralStatus;
  page: number;
  onPage(page: number): void;
  isPrevious: boolean;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const action = useMoneyAction();
  const claim = (invitee: ReferralInvitee) =>
    void action
      .run(() => claimReferralReward(invitee.inviteeId))
      .then((paid) => {
        if (paid) {
          showToast(t('referral.claimed', { amount: formatMoney(paid.referrerReward ?? '0.00', symbol) }));
        }
      });
  const { invitees } = status;
  return (
    <Panel icon="users" title={t('referral.inviteesTitle')} description={t('referral.inviteesBody')}>
      {invitees.content.length === 0 ? (
        <StatePanel
          compact
          icon="users"
          title={t('referral.noInvitees')}
          description={t('referral.noInviteesBody')}
        />
      ) : (
        <>
          <ul className="referral-invitees" aria-busy={isPrevious}>
            {invitees.content.map((invitee) => (
              <Invitee
                key={invitee.inviteeId}
                invitee={invitee}
                rule={status.rule}
                isBusy={action.isBusy}
                onClaim={claim}
              />
            ))}
          </ul>
          <Pager page={page} totalPages={invitees.totalPages} onChange={onPage} isBusy={isPrevious} />
        </>
      )}
      {action.errorMessage ? <FormAlert>{action.errorMessage}</FormAlert> : null}
    </Panel>
  );
}
