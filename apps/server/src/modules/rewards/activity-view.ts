import type { MemberApplication } from '@playhall/contracts/activity-applications';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import {
  type ActivityState,
  type MemberActivity,
  type OpsActivity,
  type Promotion,
  SIGN_IN_DAYS,
} from '@playhall/contracts/rewards';
import { applicationView } from './activity-application-view';
import type { ActivityRow, EntryRow, OpsActivityRow } from './activity-queries';
import { type ReloadRules, reloadState } from './activity-reload';
import { type LuckyWheelRules, wheelState } from './lucky-wheel-view';

/** How an activity reads: its rules' arithmetic and the member's and the console's view of it (pure). */

export type FirstDepositRules = {
  percent: number;
  maxBonus: string;
  minDeposit: string;
  wageringMultiple: number;
  joinRequired: boolean;
};
export type DailySignInRules = { rewards: string[]; wageringMultiple: number };

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
export const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** What a bonus of `amount` asks to be wagered at a multiple in whole or half times. */
export function wageringFor(amount: bigint, multiple: number): bigint {
  return (amount * BigInt(Math.round(multiple * 2))) / 2n;
}

/** What a first deposit of `deposit` earns under these rules (nothing below the minimum). */
export function firstDepositReward(rules: FirstDepositRules, deposit: bigint): bigint {
  if (deposit < parseAmount(rules.minDeposit)) return 0n;
  const earned = (deposit * BigInt(rules.percent)) / 100n;
  const cap = parseAmount(rules.maxBonus);
  return earned < cap ? earned : cap;
}

/** The streak a sign-in today makes, from yesterday's sign-in, and the day's amount it pays. */
export function signInReward(rules: DailySignInRules, yesterdayStreak: number | null) {
  const streak = (yesterdayStreak ?? 0) + 1;
  return { streak, amount: parseAmount(rules.rewards[(streak - 1) % SIGN_IN_DAYS] ?? '0') };
}

export type RedEnvelopeRules = {
  pool: string;
  envelopes: number;
  minShare: string;
  wageringMultiple: number;
};

/**
 * A red envelope's share, in minor units: the last envelope takes what is left; otherwise a random amount from the
 * smallest share up to twice the average of what is left (so early grabs cannot empty the pool), leaving every
 * envelope after it its smallest share. `random(n)` answers an integer in [0, n).
 */
export function envelopeShare(
  left: { pool: bigint; envelopes: number },
  minShare: bigint,
  random: (bound: number) => number,
): bigint {
  if (left.envelopes <= 1) return left.pool;
  const reserved = minShare * BigInt(left.envelopes - 1);
  const most = left.pool - reserved;
  const twiceAverage = (left.pool * 2n) / BigInt(left.envelopes);
  const cap = twiceAverage < most ? twiceAverage : most;
  if (cap <= minShare) return minShare;
  return minShare + BigInt(random(Number(cap - minShare) + 1));
}

export type CashBackRules = { percent: number; maxAmount: string; minLoss: string; wageringMultiple: number };

/** What a net loss earns back under these rules (nothing below the smallest loss). */
export function cashBackOf(rules: CashBackRules, loss: bigint): bigint {
  if (loss < parseAmount(rules.minLoss) || loss <= 0n) return 0n;
  const earned = (loss * BigInt(rules.percent)) / 100n;
  const cap = parseAmount(rules.maxAmount);
  return earned < cap ? earned : cap;
}

export type MemberContext = {
  entries: EntryRow[];
  days: { today: string; yesterday: string };
  hasDeposited: boolean;
  now: number;
  /** What members took from red envelopes, by activity id. */
  taken: Map<string, { count: number; paid: bigint }>;
  /** The member's net loss of the brand's previous day (cash back's base). */
  yesterdayLoss: bigint;
  /** The member's valid bets of the brand's day (what earns a lucky wheel's spin), when one is listed. */
  validBetToday?: bigint;
};

/** Where the member stands in an activity (spec §4's states), with what a claim or the next sign-in pays. */
export function viewOf(activity: ActivityRow, context: MemberContext): MemberActivity {
  const mine = context.entries.filter((entry) => entry.activity_id === activity.id);
  const once = mine.find((entry) => entry.period === '');
  const today = mine.find((entry) => entry.period === context.days.today);
  const yesterday = mine.find((entry) => entry.period === context.days.yesterday);
  const ended =
    activity.status === 'CLOSED' || (activity.ends_at !== null && time(activity.ends_at) <= context.now);
  let state: ActivityState;
  let amount: bigint | null = null;
  let streak: number | null = null;
  let remaining: number | null = null;
  let application: MemberApplication | null = null;
  if (activity.kind === 'CASH_BACK') {
    // One claim per day, for the day before: an entry of yesterday's period is that claim.
    amount = yesterday?.amount ?? cashBackOf(activity.rules as CashBackRules, context.yesterdayLoss);
    if (yesterday) state = 'CLAIMED';
    else if (ended) state = 'CLOSED';
    else if (time(activity.starts_at) > context.now) state = 'COMING_SOON';
    else state = amount > 0n ? 'CLAIM' : 'JOINED';
  } else if (activity.kind === 'RED_ENVELOPE') {
    const rules = activity.rules as RedEnvelopeRules;
    remaining = Math.max(0, rules.envelopes - (context.taken.get(activity.id.toString())?.count ?? 0));
    amount = once?.amount ?? null;
    if (once) state = 'CLAIMED';
    else if (ended || remaining === 0) state = 'CLOSED';
    else if (time(activity.starts_at) > context.now) state = 'COMING_SOON';
    else state = 'JOIN';
  } else if (activity.kind === 'RELOAD' || activity.kind === 'LUCKY_WHEEL') {
    const dates = { ended, comingSoon: time(activity.starts_at) > context.now };
    ({ state, amount } =
      activity.kind === 'RELOAD'
        ? reloadState(activity.rules as ReloadRules, { today, yesterday }, dates)
        : wheelState(activity.rules as LuckyWheelRules, today, context.validBetToday ?? 0n, dates));
  } else if (activity.kind === 'APPLICATION') {
    ({ state, amount, application } = applicationView(activity, context));
  } else if (activity.kind === 'DAILY_SIGN_IN') {
    const rules = activity.rules as DailySignInRules;
    if (today) {
      state = 'SIGNED';
      streak = today.streak;
      amount = today.amount;
    } else {
      const next = signInReward(rules, yesterday?.streak ?? null);
      streak = yesterday?.streak ?? 0;
      amount = next.amount;
      state = ended ? 'CLOSED' : time(activity.starts_at) > context.now ? 'COMING_SOON' : 'JOIN';
    }
  } else {
    const rules = activity.rules as FirstDepositRules;
    amount = once?.amount ?? null;
    if (once?.state === 'CLAIMABLE') state = 'CLAIM';
    else if (once?.state === 'CLAIMED') state = 'CLAIMED';
    else if (ended) state = 'CLOSED';
    else if (time(activity.starts_at) > context.now) state = 'COMING_SOON';
    else if (once?.state === 'JOINED') state = 'JOINED';
    else if (context.hasDeposited) state = 'CLOSED';
    else state = rules.joinRequired ? 'JOIN' : 'JOINED';
  }
  return {
    id: activity.id.toString(),
    kind: activity.kind,
    title: activity.title,
    description: activity.description,
    promotionType: activity.promotion_type,
    startsAt: iso(activity.starts_at),
    endsAt: activity.ends_at === null ? null : iso(activity.ends_at),
    state,
    amount: amount === null ? null : formatAmount(amount),
    streak,
    remaining,
    rules: activity.rules as MemberActivity['rules'],
    ...(activity.kind === 'APPLICATION' ? { application } : {}),
  };
}

export function toOps(row: OpsActivityRow): OpsActivity {
  return {
    ...toPromotion(row),
    status: row.status,
    sortOrder: row.sort_order,
    rules: row.rules as OpsActivity['rules'],
    figures: { members: row.members, claimed: row.claimed, paid: formatAmount(row.paid) },
  };
}

/** A live activity as /promotions shows it to anyone (no member state). */
export function toPromotion(row: ActivityRow): Promotion {
  return {
    id: row.id.toString(),
    kind: row.kind,
    title: row.title,
    description: row.description,
    promotionType: row.promotion_type,
    promotionCategory: row.promotion_category,
    startsAt: iso(row.starts_at),
    endsAt: row.ends_at === null ? null : iso(row.ends_at),
  };
}
