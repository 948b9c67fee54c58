import { type PayTriple, SCATTER as SCATTER_ID, WILD as WILD_ID } from './slot-types';

// Module-local copies: test runners and tsx compile imported bindings to getter calls, which cost ~15 % of a spin
// in the million-spin simulation.
const WILD = WILD_ID;
const SCATTER = SCATTER_ID;

export type LineOutcome = { symbol: number; count: number; multiplier: number };

function payFor(pays: PayTriple | undefined, count: number): number {
  if (count < 3 || pays === undefined) return 0;
  return pays[Math.min(count, 5) - 3] ?? 0;
}

/**
 * The best-paying reading of one line, left to right, or null. Two readings exist: the run of leading wilds paid
 * as wilds, and the first non-wild symbol's run with wilds standing in for it. A scatter ends any run because the
 * wild never stands in for it. On equal pay the longer run is kept (it is what players see highlighted).
 * Spins and the exact RTP both call this, so the maths documented is the maths played.
 */
export function evaluateLine(symbols: readonly number[], linePays: readonly PayTriple[]): LineOutcome | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === WILD) wildRun += 1;
  let best: LineOutcome | null = null;
  const wildPay = payFor(linePays[WILD], wildRun);
  if (wildPay > 0) best = { symbol: WILD, count: wildRun, multiplier: wildPay };

  const target = symbols[wildRun];
  if (target === undefined || target === SCATTER) return best;
  let run = wildRun;
  while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run += 1;
  const pay = payFor(linePays[target], run);
  if (pay > 0 && (best === null || pay > best.multiplier || (pay === best.multiplier && run > best.count))) {
    best = { symbol: target, count: run, multiplier: pay };
  }
  return best;
}
