import { z } from 'zod';
import { GAME_CATEGORIES } from './games';
import { zNumberedPage } from './paging';
import { BET_STATUSES } from './record-types';

export { BET_STATUSES, type BetResult, type BetStatus } from './record-types';

export const zBetsQuery = z
  .object({
    category: z.enum(GAME_CATEGORIES).optional(),
    vendor: z.string().min(1).max(40).optional(),
    status: z.enum(BET_STATUSES).optional(),
    startDate: z.iso.datetime({ offset: true }).optional(),
    endDate: z.iso.datetime({ offset: true }).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

const zFigures = z.object({
  betCount: z.number().int(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** payout - stake of the settled bets, from the player's side: an open bet is neither won nor lost yet. */
  profit: z.string(),
  /** Stake of the bets still open (a lottery ticket before its draw): in `stake`, left out of `profit`. */
  openStake: z.string(),
});
export type BetFigures = z.infer<typeof zFigures>;

export const zBetRecord = z.object({
  id: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  roundId: z.string(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profit: z.string(),
  result: z.enum(['WIN', 'LOSE', 'TIE', 'PENDING', 'CANCELLED']),
  status: z.enum(BET_STATUSES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof zBetRecord>;

export const zBetPage = zNumberedPage(zBetRecord).extend({
  /** Over every page of the filter; rolled-back bets count for nothing. */
  totals: zFigures,
});
export type BetPage = z.infer<typeof zBetPage>;

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD');

export const zProfitQuery = z.object({ startDate: zDay, endDate: zDay }).strict();
export type ProfitQuery = z.infer<typeof zProfitQuery>;

const zCategoryFigures = zFigures.extend({ category: z.string() });

export const zProfitReport = z.object({
  /** Days of the brand's time zone, newest first; only days with bets. */
  days: z.array(zFigures.extend({ day: z.string(), categories: z.array(zCategoryFigures) })),
  categories: z.array(zCategoryFigures),
  total: zFigures,
});
export type ProfitReport = z.infer<typeof zProfitReport>;
