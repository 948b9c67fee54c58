import { z } from 'zod';
import { zNumberedPage, zPageQuery } from './paging';
import { BONUS_STATUSES } from './reward-constants';
import { zAmount, zClientRequestId } from './wallet';

export { BONUS_STATUSES, type BonusStatus } from './reward-constants';

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
const zWageringMultiple = z.coerce
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
