import { z } from 'zod';
import { GAME_CATEGORIES } from './games';
import { isAmount } from './money';
import { zRatePercent } from './rebates';
import { zWageringMultiple } from './rewards';

/**
 * VIP (member-and-agent-centres spec §2 `playerRank`, §3 hasVip / vipLabelName / vipRankLevel; issue 16): a ladder
 * of ranks reached by valid bets and deposits over a rolling window, each with its benefits. Amounts are two-decimal
 * strings.
 */

/** A two-decimal amount that may be zero (a threshold, a benefit a rank does not give). */
const zAmountOrZero = z
  .string()
  .max(16)
  .refine((value) => isAmount(value) && !value.startsWith('-'), 'A decimal amount with at most two decimals');

export const zVipRank = z.object({
  level: z.number().int().min(0).max(99),
  name: z.string().trim().min(1).max(24),
  /** Valid bets and deposits over the window that reach the rank. */
  validBetThreshold: zAmountOrZero,
  depositThreshold: zAmountOrZero,
  /** Valid bets over the window that keep the rank once a window has passed since it was reached. */
  keepValidBet: zAmountOrZero,
  upgradeBonus: zAmountOrZero,
  monthlyBonus: zAmountOrZero,
  birthdayBonus: zAmountOrZero,
  bonusWagering: zWageringMultiple,
  /** The rank's own daily withdrawal limits; null keeps the cashier's. */
  dailyWithdrawalCount: z.number().int().min(1).max(100).nullable(),
  dailyWithdrawalAmount: zAmountOrZero.nullable(),
  /** Manual rebate rates of the rank (percent); a category not listed keeps the base rate. */
  rebateRates: z.partialRecord(z.enum(GAME_CATEGORIES), zRatePercent),
});
export type VipRank = z.infer<typeof zVipRank>;
export type VipRankInput = z.input<typeof zVipRank>;

/** The console writes the whole ladder at once (audited): levels 0, 1, 2... with rising thresholds. */
export const zSetVipLadder = z
  .object({
    windowDays: z.number().int().min(1).max(366),
    ranks: z.array(zVipRank.strict()).min(1).max(30),
  })
  .strict();
export type SetVipLadder = z.input<typeof zSetVipLadder>;

export const zVipLadder = z.object({ windowDays: z.number().int(), ranks: z.array(zVipRank) });
export type VipLadder = z.infer<typeof zVipLadder>;

/** What the header and the wallet state show (spec §3). */
export const zVipState = z.object({
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int(),
});
export type VipState = z.infer<typeof zVipState>;

export const VIP_BONUS_KINDS = ['MONTHLY', 'BIRTHDAY'] as const;
export type VipBonusKind = (typeof VIP_BONUS_KINDS)[number];

export const zVipBonusOffer = z.object({
  kind: z.enum(VIP_BONUS_KINDS),
  amount: z.string(),
  /** The period it pays for: the month (2026-11) or the year of the birthday. */
  period: z.string(),
  state: z.enum(['CLAIM', 'CLAIMED', 'NOT_AVAILABLE']),
  /** Why it is not available: the rank gives none, no birthday in the profile, not the birth month. */
  reason: z.enum(['RANK', 'NO_BIRTHDAY', 'NOT_BIRTH_MONTH']).nullable(),
});
export type VipBonusOffer = z.infer<typeof zVipBonusOffer>;

/** The member's `playerRank` page: rank, progress over the window, what keeps the rank, the ladder, the bonuses. */
export const zVipStatus = zVipState.extend({
  windowDays: z.number().int(),
  validBet: z.string(),
  deposits: z.string(),
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      validBetThreshold: z.string(),
      depositThreshold: z.string(),
    })
    .nullable(),
  /** What keeps the current rank, and from when it is reviewed; null at level 0. */
  keep: z.object({ validBet: z.string(), reviewFrom: z.string() }).nullable(),
  ranks: z.array(zVipRank),
  bonuses: z.array(zVipBonusOffer),
});
export type VipStatus = z.infer<typeof zVipStatus>;

export const zClaimVipBonus = z.object({ kind: z.enum(VIP_BONUS_KINDS) }).strict();
export type ClaimVipBonus = z.input<typeof zClaimVipBonus>;
