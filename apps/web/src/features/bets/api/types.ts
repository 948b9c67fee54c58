import type { BetStatus, ProfitReport } from '@playhall/contracts/bets';
import type { GameCategory } from '@playhall/contracts/games';

// Types only from the schemas' files: the contracts' schemas never run in the browser (decision 0013). The
// statuses come from the zod-free record-types.
export type {
  BetFigures,
  BetPage,
  BetRecord,
  BetResult,
  BetStatus,
  ProfitReport,
} from '@playhall/contracts/bets';
export { BET_STATUSES } from '@playhall/contracts/record-types';
export type ProfitDay = ProfitReport['days'][number];
export type CategoryFigures = ProfitReport['categories'][number];

/** The betting record's filter, as the page holds it (null: any). */
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
