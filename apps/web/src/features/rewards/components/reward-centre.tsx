import type { ActivityState } from '@playhall/contracts/reward-constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon, type IconName } from '@/components/ui/icon';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { showToast } from '@/lib/toast';
import type { TFunction } from '@/lib/translator';
import { useMoneyAction } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { activitiesQueryOptions, claimActivity, joinActivity, type MemberActivity } from '../api/activities';
import { ApplicationAction, ApplicationRulesLine, ApplicationStatus } from './activity-application';
import { LuckyWheel } from './lucky-wheel';
import { ReloadRulesLine } from './lucky-wheel-reload';
import './rewards.css';

const STATE_TONE: Partial<Record<ActivityState, ChipTone>> = {
  JOINED: 'info',
  SIGNED: 'success',
  CLAIM: 'gold',
  CLAIMED: 'success',
  CLOSED: 'neutral',
  COMING_SOON: 'info',
  APPLYING: 'gold',
  IN_PROCESS: 'warning',
  ISSUED: 'success',
  REJECTED: 'danger',
};

const KIND_ICON: Record<MemberActivity['kind'], IconName> = {
  FIRST_DEPOSIT: 'deposit',
  DAILY_SIGN_IN: 'calendar',
  RED_ENVELOPE: 'gift',
  CASH_BACK: 'coins',
  APPLICATION: 'image',
  RELOAD: 'refresh',
  LUCKY_WHEEL: 'sparkles',
};

/** The rules in a sentence the member can act on. */
function RulesLine({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const rules = activity.rules;
  if ('imagesRequired' in rules) return <ApplicationRulesLine activity={activity} />;
  if (activity.kind === 'LUCKY_WHEEL') return <LuckyWheel activity={activity} />;
  if (activity.kind === 'RELOAD') return <ReloadRulesLine activity={activity} />;
  if ('joinRequired' in rules) {
    return (
      <p className="activity-card__rules">
        {t('rewardCentre.firstDepositRules', {
          percent: rules.percent,
          max: formatMoney(rules.maxBonus, symbol),
          min: formatMoney(rules.minDeposit, symbol),
          multiple: rules.wageringMultiple,
        })}
      </p>
    );
  }
  if ('minLoss' in rules) {
    return (
      <p className="activity-card__rules">
        {t('rewardCentre.cashBackRules', {
          percent: rules.percent,
          max: formatMoney(rules.maxAmount, symbol),
          min: formatMoney(rules.minLoss, symbol),
          multiple: rules.wageringMultiple,
        })}
      </p>
    );
  }
  if ('pool' in rules) {
    return (
      <p className="activity-card__rules">
        {t('rewardCentre.envelopeRules', {
          pool: formatMoney(rules.pool, symbol),
          count: rules.envelopes,
          min: formatMoney(rules.minShare, symbol),
          multiple: rules.wageringMultiple,
        })}
        {activity.remaining !== null && activity.state === 'JOIN' ? (
          <strong className="activity-card__left">
            {' '}
            {t('rewardCentre.envelopesLeft', { count: activity.remaining })}
          </strong>
        ) : null}
      </p>
    );
  }
  return (
    <p className="activity-card__rules">
      {t('rewardCentre.signInRules', { multiple: rules.wageringMultiple })}
    </p>
  );
}

/** A week of sign-in days: those of the streak ticked, today's marked. */
function SignInTrack({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  if (!('rewards' in activity.rules)) return null;
  const streak = activity.streak ?? 0;
  const done = streak === 0 ? 0 : ((streak - 1) % activity.rules.rewards.length) + 1;
  const signed = activity.state === 'SIGNED';
  // Days already in this week of the streak; the next one is today's unless today is done.
  const ticked = signed ? done : streak % activity.rules.rewards.length;
  const days = activity.rules.rewards.map((amount, index) => ({ amount, day: index + 1 }));
  return (
    <ol className="sign-in-track" aria-label={t('rewardCentre.week')}>
      {days.map(({ amount, day }) => {
        const isDone = day <= ticked;
        const isToday = !signed && day === ticked + 1;
        return (
          <li
            key={day}
            className={`sign-in-track__day${isDone ? ' sign-in-track__day--done' : ''}${isToday ? ' sign-in-track__day--today' : ''}`}
            aria-label={t('rewardCentre.dayLabel', { day, amount: formatMoney(amount, symbol) })}
          >
            <span className="sign-in-track__name">{t('rewardCentre.day', { day })}</span>
            {isDone ? (
              <Icon name="check" size={16} />
            ) : (
              <span className="sign-in-track__amount">{formatMoney(amount, symbol)}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

type ActionLook = {
  icon?: IconName;
  label: string;
  call: (id: string) => Promise<{ bonus: { amount: string } | null }>;
  /** The toast's words, given what was paid. */
  done: (paid: string) => string;
};

/** What the member can do in an activity's state: its button's look, the call and the words after it. */
function actionLook(activity: MemberActivity, t: TFunction, amount: string): ActionLook | null {
  if (activity.state === 'CLAIM') {
    return {
      icon: 'gift',
      label: t('rewardCentre.claim', { amount }),
      call: claimActivity,
      done: (paid) => t('rewardCentre.claimedToast', { amount: paid }),
    };
  }
  if (activity.state !== 'JOIN') return null;
  if (activity.kind === 'RED_ENVELOPE') {
    return {
      icon: 'gift',
      label: t('rewardCentre.grab'),
      call: joinActivity,
      done: (paid) => t('rewardCentre.grabbedToast', { amount: paid }),
    };
  }
  if (activity.kind === 'DAILY_SIGN_IN') {
    return {
      icon: 'calendar',
      label: t('rewardCentre.signIn', { amount }),
      call: joinActivity,
      done: (paid) => t('rewardCentre.signedToast', { amount: paid }),
    };
  }
  return {
    label: t('rewardCentre.join'),
    call: joinActivity,
    done: () => t(activity.kind === 'RELOAD' ? 'luckyWheel.reloadJoinedToast' : 'rewardCentre.joinedToast'),
  };
}

function ActivityAction({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const action = useMoneyAction();
  if (activity.kind === 'APPLICATION') return <ApplicationAction activity={activity} />;
  if (activity.kind === 'LUCKY_WHEEL') return null;
  if (activity.state === 'JOINED' && activity.kind === 'CASH_BACK') {
    return <p className="activity-card__dates">{t('rewardCentre.cashBackNothing')}</p>;
  }
  if (activity.state === 'JOINED') {
    return (
      <Link className={buttonClass('outline', 'md')} to="/member?page=depositv2">
        {t(activity.kind === 'RELOAD' ? 'luckyWheel.depositAgain' : 'rewardCentre.depositNow')}
      </Link>
    );
  }
  const look = actionLook(activity, t, activity.amount ? formatMoney(activity.amount, symbol) : '');
  if (!look) return null;
  const run = () =>
    void action
      .run(() => look.call(activity.id))
      .then((result) => {
        if (result) showToast(look.done(result.bonus ? formatMoney(result.bonus.amount, symbol) : ''));
      });
  return (
    <div className="activity-card__action">
      <Button variant="gold" icon={look.icon} disabled={action.isBusy} onClick={run}>
        {look.label}
      </Button>
      {action.errorMessage ? (
        <p className="activity-card__error" role="alert">
          {action.errorMessage}
        </p>
      ) : null}
    </div>
  );
}

function ActivityCard({ activity }: { activity: MemberActivity }) {
  const { t } = useTranslation();
  const tone = STATE_TONE[activity.state];
  return (
    <li className={`activity-card activity-card--${activity.state.toLowerCase()}`}>
      <div className="activity-card__head">
        <span className="activity-card__icon">
          <Icon name={KIND_ICON[activity.kind]} size={22} />
        </span>
        <div className="activity-card__title">
          <span className="activity-card__type">{t(`rewardCentre.types.${activity.promotionType}`)}</span>
          <h3 className="activity-card__name">{activity.title}</h3>
        </div>
        {tone ? <StatusChip tone={tone}>{t(`rewardCentre.states.${activity.state}`)}</StatusChip> : null}
      </div>
      {activity.description ? <p className="activity-card__text">{activity.description}</p> : null}
      <RulesLine activity={activity} />
      <SignInTrack activity={activity} />
      <ApplicationStatus activity={activity} />
      {activity.state === 'CLAIMED' && activity.amount && activity.kind !== 'LUCKY_WHEEL' ? (
        <p className="activity-card__paid">
          {t('rewardCentre.paid')} <Money amount={activity.amount} />
        </p>
      ) : null}
      <div className="activity-card__foot">
        <span className="activity-card__dates">
          {activity.state === 'COMING_SOON' ? (
            <>
              {t('rewardCentre.starts')} <TimeText iso={activity.startsAt} />
            </>
          ) : activity.endsAt ? (
            <>
              {t('rewardCentre.ends')} <TimeText iso={activity.endsAt} />
            </>
          ) : (
            t('rewardCentre.noEnd')
          )}
        </span>
        <ActivityAction activity={activity} />
      </div>
    </li>
  );
}

/**
 * rewardCenter (member-and-agent-centres spec §2, §4): the activities with the member's state in each (join,
 * joined, signed, claim, claimed, closed, upcoming) and the action it offers. What an activity pays is a bonus
 * with its wagering, listed in the bonus details.
 */
export function RewardCentre() {
  const { t } = useTranslation();
  const query = useQuery(activitiesQueryOptions());
  if (query.isPending) return <Skeleton height="22rem" radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <StatePanel icon="star" title={t('rewardCentre.empty')} description={t('rewardCentre.emptyBody')} />
    );
  }
  return (
    <div className="panel-stack">
      <p className="reward-centre__note">
        {t('rewardCentre.note')}{' '}
        <Link to="/member?page=bonusDetails" className="reward-centre__link">
          {t('rewardCentre.bonusLink')}
        </Link>
      </p>
      <ul className="activity-grid">
        {query.data.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} />
        ))}
      </ul>
    </div>
  );
}
