import { z } from 'zod';
import { GAME_CATEGORIES } from './games';
import { zNumberedPage, zPageQuery } from './paging';

export { GAME_CATEGORIES };

/**
 * Manual rebate (member-and-agent-centres spec §2 `manualRebate`, only with the MANPLAYREB3 module): a rate per game
 * category on the valid bets settled since the member's last claim, claimed by the member and paid through the
 * ledger. A rate is a percent with up to three decimals ("0.8" is 0.8%), at most 5%.
 */
export const zRatePercent = z
  .string()
  .regex(/^\d(\.\d{1,3})?$/, 'A percent with up to three decimals, such as 0.8')
  .refine((value) => Number(value) <= 5, 'At most 5%');

export const zRebateLine = z.object({
  category: z.enum(GAME_CATEGORIES),
  /** Valid bets settled in the category since the last claim. */
  validBet: z.string(),
  ratePercent: z.string(),
  /** What claiming now pays for the category. */
  amount: z.string(),
});
export type RebateLine = z.infer<typeof zRebateLine>;

export const zRebateSummary = z.object({
  lines: z.array(zRebateLine),
  total: z.string(),
  lastClaimAt: z.string().nullable(),
});
export type RebateSummary = z.infer<typeof zRebateSummary>;

export const zRebateClaim = z.object({
  id: z.string(),
  amount: z.string(),
  lines: z.array(zRebateLine),
  claimedAt: z.string(),
});
export type RebateClaim = z.infer<typeof zRebateClaim>;

export const zRebateClaimPage = zNumberedPage(zRebateClaim);
export type RebateClaimPage = z.infer<typeof zRebateClaimPage>;
export const zRebateClaimsQuery = zPageQuery;

export const zRebateRate = z.object({ category: z.enum(GAME_CATEGORIES), ratePercent: zRatePercent });
export type RebateRate = z.infer<typeof zRebateRate>;

/** The console sets every category's rate at once (a category left out keeps its rate); audited. */
export const zSetRebateRates = z
  .object({
    rates: z
      .array(zRebateRate)
      .min(1)
      .max(GAME_CATEGORIES.length)
      .refine(
        (rates) => new Set(rates.map((rate) => rate.category)).size === rates.length,
        'One rate per category',
      ),
  })
  .strict();
export type SetRebateRates = z.input<typeof zSetRebateRates>;
