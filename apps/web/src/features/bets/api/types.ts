import type { BetStatus, zBetPage, zProfitReport } from '@playhall/contracts/bets';
import type { GameCategory } from '@playhall/contracts/games';
import type { z } from 'zod';

// Types only: the contracts' schemas never run in the browser (decision 0013).
export type BetPage = z.infer<typeof zBetPage>;
export type ProfitReport = z.infer<typeof zProfitReport>;
export type ProfitDay = ProfitReport['days'][number];
export type CategoryFigures = ProfitReport['categories'][number];
export type { BetFigures, BetRecord, BetResult, BetStatus } from '@playhall/contracts/bets';

/** BET_STATUSES of the contracts, which live beside zod. */
export const BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const satisfies readonly BetStatus[];

/** The betting record's filter, as the API takes it. */
export type BetFilter = {
  category: GameCategory | null;
  vendor: string | null;
  status: BetStatus | null;
  /** ISO times with an offset. */
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
};

/** The categories and vendors a member can filter by: the game menus', handed down by the page. */
export type BetMenu = {
  category: GameCategory;
  vendors: readonly { code: string; name: string }[];
};
