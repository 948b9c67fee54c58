// Zod-free: the web app imports these at run time (decision 0013); rewards.ts uses them in its schemas.

/** ACTIVE while its wagering is outstanding; COMPLETED once wagered; CANCELLED by an operator. */
export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'CANCELLED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The kinds of activity the reward centre runs (more join them: reload, raffle). */
export const ACTIVITY_KINDS = [
  'FIRST_DEPOSIT',
  'DAILY_SIGN_IN',
  'RED_ENVELOPE',
  'CASH_BACK',
  'RELOAD',
  'LUCKY_WHEEL',
  'APPLICATION',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Where a member stands in an activity (member-and-agent-centres spec §4): the spec's states. JOIN offers the
 * activity (for a daily sign-in: today's sign-in), JOINED waits for what qualifies, CLAIM offers the reward,
 * CLAIMED and SIGNED are done, CLOSED and COMING_SOON are outside its dates.
 */
export const ACTIVITY_STATES = [
  'JOIN',
  'JOINED',
  'SIGNED',
  'CLAIM',
  'CLAIMED',
  'APPLYING',
  'IN_PROCESS',
  'ISSUED',
  'REJECTED',
  'CLOSED',
  'COMING_SOON',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** The spec's promotion types (§3), by which promotions are filtered. */
export const PROMOTION_TYPES = ['NEWBIE', 'LIMITED', 'SPECIAL', 'DAILY', 'HIGH_REBATE', 'VIP'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The spec's promotion categories (§3): what a promotion is about, the second filter of /promotions. */
export const PROMOTION_CATEGORIES = [
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARDS',
  'FISHING',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANK',
  'DEPOSIT',
  'DOWNLOAD',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** A lucky wheel has from 4 to 12 segments; a member's client seed has from 1 to 64 characters. */
export const WHEEL_SEGMENTS = { min: 4, max: 12 } as const;
export const CLIENT_SEED_MAX = 64;

/** A daily sign-in pays by the day of the streak: a week of amounts, then the week again. */
export const SIGN_IN_DAYS = 7;
