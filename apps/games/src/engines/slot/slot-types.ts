/** Symbol ids 0–8 are the regular symbols from lowest to highest paying; the last two are special. */
export const WILD = 9;
export const SCATTER = 10;
export const SYMBOL_COUNT = 11;
export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = { id: number; name: string; kind: SymbolKind };

export type Volatility = 'low' | 'medium' | 'high';

/** [3 of a kind, 4 of a kind, 5 of a kind]. */
export type PayTriple = readonly [number, number, number];

/** The maths of a slot: shared by every game code that lands on the same volatility. */
export type SlotProfile = {
  volatility: Volatility;
  /** One strip per reel, symbol ids in order; the strip wraps around. */
  reels: readonly (readonly number[])[];
  /** Indexed by symbol id 0–9 (regulars, then wild): pays in multiples of the line bet (total stake / 20). */
  linePays: readonly PayTriple[];
  /** Scatter pays for 3, 4, 5+ scatters anywhere, in multiples of the total stake. */
  scatterPays: PayTriple;
};

export type SlotDefinition = SlotProfile & {
  gameCode: string;
  themeId: string;
  themeName: string;
  /** Indexed by symbol id. */
  symbols: readonly SlotSymbol[];
  /** 20 lines; each gives the row (0 top, 1 middle, 2 bottom) on reels 1–5. */
  paylines: readonly (readonly number[])[];
};

export type LineWin = {
  /** 1-based payline number as listed in docs/games/slot.md. */
  line: number;
  symbol: number;
  count: number;
  payout: bigint;
};

export type SlotResult = {
  /** Per reel, the strip index shown on the top row. */
  stops: number[];
  /** grid[reel][row]: symbol ids, 5 reels × 3 rows. */
  grid: number[][];
  lineWins: LineWin[];
  scatterWin: { count: number; payout: bigint } | null;
  stake: bigint;
  /** Total paid back for this spin: line wins plus the scatter win, in minor units. */
  payout: bigint;
};
