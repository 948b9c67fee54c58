import { z } from 'zod';
import { zApplicationRules, zMemberApplication } from './activity-applications';
import { isAmount, parseAmount } from './money';
import { zNumberedPage, zPageQuery } from './paging';
import {
  ACTIVITY_KINDS,
  ACTIVITY_STATES,
  BONUS_STATUSES,
  PROMOTION_CATEGORIES,
  PROMOTION_TYPES,
  SIGN_IN_DAYS,
  WHEEL_SEGMENTS,
} from './reward-constants';
import { zAmount, zClientRequestId } from './wallet';

export * from './reward-constants';

/**
 * A bonus with its wagering (issue 16): paid from the bonus account, and until `wagered` reaches `wageringRequired`
 * nothing leaves the wallet (withdrawals, transfers). Amounts are two-decimal strings.
 */
export const zBonus = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string().describe('MANUAL (an operator), or the reward that paid it'),
  amount: z.string(),
  wageringRequired: z.string(),
  wagered: z.string(),
  /** Percent of each game category's valid bet that counts; a category not listed counts 100. */
  contributions: z.record(z.string(), z.number().int()),
  status: z.enum(BONUS_STATUSES),
  grantedAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What a cancellation took back from the wallet. */
  reclaimed: z.string().nullable(),
});
export type Bonus = z.infer<typeof zBonus>;

export const zBonusesQuery = zPageQuery.extend({ status: z.enum(BONUS_STATUSES).optional() }).strict();
export type BonusesQuery = z.input<typeof zBonusesQuery>;
export type BonusesFilter = z.infer<typeof zBonusesQuery>;

/** The member's bonuses, newest first, and what all active ones still ask to be wagered. */
export const zBonusPage = zNumberedPage(zBonus).extend({
  outstanding: z.object({
    active: z.number().int(),
    wageringRequired: z.string(),
    wagered: z.string(),
  }),
});
export type BonusPage = z.infer<typeof zBonusPage>;

/** What the wager of a bonus may be: up to 100 times its amount, in whole times or halves. */
export const zWageringMultiple = z.coerce
  .number()
  .min(0)
  .max(100)
  .refine((value) => Number.isInteger(value * 2), 'Whole or half times, such as 10 or 12.5');

const zContributions = z
  .record(z.string().regex(/^[A-Z_]{2,16}$/, 'A game category code'), z.number().int().min(0).max(100))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 categories');

/** An operator's bonus: paid at once, with its wagering (audited). */
export const zGrantBonus = z
  .object({
    amount: zAmount,
    wageringMultiple: zWageringMultiple,
    contributions: zContributions.default({}),
    title: z.string().trim().min(3).max(80),
    requestId: zClientRequestId,
  })
  .strict();
export type GrantBonus = z.input<typeof zGrantBonus>;

export const zCancelBonus = z.object({ reason: z.string().trim().min(3).max(200) }).strict();
export type CancelBonus = z.input<typeof zCancelBonus>;

/** A first deposit earns a percentage of it, up to a cap, from a minimum deposit. */
export const zFirstDepositRules = z
  .object({
    percent: z.number().int().min(1).max(300),
    maxBonus: zAmount,
    minDeposit: zAmount,
    wageringMultiple: zWageringMultiple,
    /** The member joins before depositing; otherwise every first deposit in the dates qualifies. */
    joinRequired: z.boolean(),
  })
  .strict();

/** A daily sign-in pays the day of the streak's amount (a week of them, then again); a missed day starts over. */
export const zDailySignInRules = z
  .object({
    rewards: z.array(zAmount).length(SIGN_IN_DAYS),
    wageringMultiple: zWageringMultiple,
  })
  .strict();

/**
 * A red envelope: during the activity's dates members grab, once each, a random share of a pool split into a number
 * of envelopes (each at least the smallest share); the last envelope takes what is left.
 */
export const zRedEnvelopeRules = z
  .object({
    pool: zAmount,
    envelopes: z.number().int().min(1).max(100_000),
    minShare: zAmount,
    wageringMultiple: zWageringMultiple,
  })
  .strict();

/** Cash back: a percentage of the member's net loss of the brand's previous day, up to a cap, from a smallest loss. */
export const zCashBackRules = z
  .object({
    percent: z.number().int().min(1).max(50),
    maxAmount: zAmount,
    minLoss: zAmount,
    wageringMultiple: zWageringMultiple,
  })
  .strict();

/** A reload: a percentage of a deposit that is not the member's first, up to a cap, from a minimum; once a day. */
export const zReloadRules = zFirstDepositRules.extend({ percent: z.number().int().min(1).max(100) });

/** A two-decimal amount that may be zero (a wheel's empty segment, a free spin's threshold). */
const zAmountOrZero = z
  .string()
  .max(12)
  .refine((value) => isAmount(value) && !value.startsWith('-'), 'A two-decimal amount, zero or more');

/** A lucky wheel's segment: its words, its prize ("0.00" is none) and its weight in the draw. */
export const zWheelSegment = z
  .object({
    label: z.string().trim().min(1).max(24),
    amount: zAmountOrZero,
    weight: z.number().int().min(1).max(10_000),
  })
  .strict();

/** A lucky wheel: one provably fair spin a day, earned by the day's valid bets ("0.00": a free daily spin). */
export const zLuckyWheelRules = z
  .object({
    segments: z.array(zWheelSegment).min(WHEEL_SEGMENTS.min).max(WHEEL_SEGMENTS.max),
    minValidBetToday: zAmountOrZero,
    wageringMultiple: zWageringMultiple,
  })
  .strict();

export const zActivityRules = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FIRST_DEPOSIT'), rules: zFirstDepositRules }).strict(),
  z.object({ kind: z.literal('DAILY_SIGN_IN'), rules: zDailySignInRules }).strict(),
  z.object({ kind: z.literal('RED_ENVELOPE'), rules: zRedEnvelopeRules }).strict(),
  z.object({ kind: z.literal('CASH_BACK'), rules: zCashBackRules }).strict(),
  z.object({ kind: z.literal('RELOAD'), rules: zReloadRules }).strict(),
  z.object({ kind: z.literal('LUCKY_WHEEL'), rules: zLuckyWheelRules }).strict(),
  z.object({ kind: z.literal('APPLICATION'), rules: zApplicationRules }).strict(),
]);
export type ActivityRules = z.infer<typeof zActivityRules>;

/** An activity as the member sees it, with the member's state in it. */
export const zMemberActivity = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  description: z.string(),
  promotionType: z.enum(PROMOTION_TYPES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(ACTIVITY_STATES),
  /** What a CLAIM state pays, or what the next sign-in pays. */
  amount: z.string().nullable(),
  /** A daily sign-in: days in a row so far (today's included once signed). */
  streak: z.number().int().nullable(),
  /** A red envelope: envelopes still in the pool. */
  remaining: z.number().int().nullable(),
  rules: z.union([
    zFirstDepositRules,
    zDailySignInRules,
    zRedEnvelopeRules,
    zCashBackRules,
    zReloadRules,
    zLuckyWheelRules,
    zApplicationRules,
  ]),
  /** An application activity: the member's application of the current period, once sent. */
  application: zMemberApplication.nullable().optional(),
});
export type MemberActivity = z.infer<typeof zMemberActivity>;

/** What a join, sign-in or claim did: the activity as it now stands, and the bonus when one was paid. */
export const zActivityActionResult = z.object({ activity: zMemberActivity, bonus: zBonus.nullable() });
export type ActivityActionResult = z.infer<typeof zActivityActionResult>;

/** /promotions (spec §2, §3): a live reward-centre activity as a visitor reads it, filterable by type and category. */
export const zPromotion = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  description: z.string(),
  promotionType: z.enum(PROMOTION_TYPES),
  promotionCategory: z.enum(PROMOTION_CATEGORIES).nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof zPromotion>;

/** An activity in the console: its rules and what members did in it. */
export const zOpsActivity = zPromotion.extend({
  status: z.enum(['LIVE', 'CLOSED']),
  sortOrder: z.number().int(),
  rules: zMemberActivity.shape.rules,
  figures: z.object({ members: z.number().int(), claimed: z.number().int(), paid: z.string() }),
});
export type OpsActivity = z.infer<typeof zOpsActivity>;

/** A new activity or its edit: words, dates and the rules of its kind (audited). */
export const zSaveActivity = z
  .object({
    title: z.string().trim().min(3).max(80),
    description: z.string().trim().max(500).default(''),
    promotionType: z.enum(PROMOTION_TYPES),
    promotionCategory: z.enum(PROMOTION_CATEGORIES).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    sortOrder: z.number().int().min(0).max(1000).default(0),
    activity: zActivityRules,
  })
  .strict()
  .refine((value) => value.endsAt === null || Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    message: 'The end comes after the start',
    path: ['endsAt'],
  })
  .refine(
    ({ activity }) =>
      activity.kind !== 'RED_ENVELOPE' ||
      parseAmount(activity.rules.pool) >=
        BigInt(activity.rules.envelopes) * parseAmount(activity.rules.minShare),
    { message: 'The pool holds every envelope’s smallest share', path: ['activity', 'rules', 'pool'] },
  );
export type SaveActivity = z.input<typeof zSaveActivity>;

/**
 * What the member menus count (spec §2 "Badges"): rewards waiting for the member (claims, today's sign-in, rebate),
 * and missions completed but not claimed yet.
 */
export const zRewardBadges = z.object({
  rewards: z.number().int(),
  missions: z.number().int(),
  referrals: z.number().int(),
});
export type RewardBadges = z.infer<typeof zRewardBadges>;

export const zPromotionsQuery = z
  .object({
    type: z.enum(PROMOTION_TYPES).optional(),
    category: z.enum(PROMOTION_CATEGORIES).optional(),
  })
  .strict();
export type PromotionsQuery = z.input<typeof zPromotionsQuery>;
