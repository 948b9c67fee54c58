import type { RandomSource } from '../../fair/fair-random';
import { checkedAt } from '../checked-at';
import { evaluateLine } from './evaluate-line';
import {
  type LineWin,
  REEL_COUNT,
  ROW_COUNT,
  SCATTER,
  type SlotDefinition,
  type SlotResult,
} from './slot-types';

// Module-local copies: test runners compile imported bindings to getter calls, a measurable cost in the hot loop
// of the million-spin simulation.
const scatter = SCATTER;
const at = checkedAt;
const evaluate = evaluateLine;

/** What paying a grid needs: the maths and the lines, not the theme. */
export type SlotRules = Pick<SlotDefinition, 'reels' | 'linePays' | 'scatterPays' | 'paylines'>;

/**
 * Allowed total stakes in minor units (0.20 … 100.00). Each is a multiple of 20 so the line bet (stake / 20) is a
 * whole number of minor units and every pay, an integer multiple of the line bet or of the stake, is exact.
 */
export const SLOT_STAKES: readonly bigint[] = [20n, 40n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n];

export const SLOT_LINE_COUNT = 20n;

export type SlotStakeError = 'STAKE';

export function validateStake(stake: bigint): SlotStakeError | null {
  return SLOT_STAKES.includes(stake) ? null : 'STAKE';
}

/** Reel r stops at rng.nextInt(strip length), reels 1 to 5 in order; the stop is the strip index on the top row. */
function spinReels(profile: SlotRules, rng: RandomSource): { stops: number[]; grid: number[][] } {
  const stops: number[] = [];
  const grid: number[][] = [];
  for (const strip of profile.reels) {
    const stop = rng.nextInt(strip.length);
    stops.push(stop);
    const column: number[] = [];
    for (let row = 0; row < ROW_COUNT; row++) column.push(at(strip, (stop + row) % strip.length));
    grid.push(column);
  }
  return { stops, grid };
}

/** Pays a grid: every payline left to right, plus scatters anywhere. Exposed for rule tests and replays. */
export function payGrid(
  profile: SlotRules,
  grid: readonly (readonly number[])[],
  stake: bigint,
): Pick<SlotResult, 'lineWins' | 'scatterWin' | 'payout'> {
  const lineBet = stake / SLOT_LINE_COUNT;
  const lineWins: LineWin[] = [];
  const symbols = new Array<number>(REEL_COUNT).fill(0);
  const { paylines, linePays, scatterPays } = profile;
  for (let index = 0; index < paylines.length; index++) {
    const rows = at(paylines, index);
    for (let reel = 0; reel < REEL_COUNT; reel++) symbols[reel] = at(at(grid, reel), at(rows, reel));
    const outcome = evaluate(symbols, linePays);
    if (outcome !== null) {
      lineWins.push({
        line: index + 1,
        symbol: outcome.symbol,
        count: outcome.count,
        payout: lineBet * BigInt(outcome.multiplier),
      });
    }
  }
  let scatters = 0;
  for (const column of grid) for (const symbol of column) if (symbol === scatter) scatters += 1;
  const scatterMultiplier = scatters >= 3 ? checkedAt(scatterPays, Math.min(scatters, 5) - 3) : 0;
  const scatterWin =
    scatterMultiplier > 0 ? { count: scatters, payout: stake * BigInt(scatterMultiplier) } : null;
  let payout = scatterWin?.payout ?? 0n;
  for (const win of lineWins) payout += win.payout;
  return { lineWins, scatterWin, payout };
}

/**
 * One spin for a total stake in minor units. Throws on a stake outside SLOT_STAKES: callers validate first with
 * validateStake and answer the 'STAKE' code, so reaching here with a bad stake is a programming error.
 */
export function spinSlot(definition: SlotRules, rng: RandomSource, stake: bigint): SlotResult {
  if (validateStake(stake) !== null) throw new Error(`spinSlot: stake ${stake} is not one of SLOT_STAKES`);
  const { stops, grid } = spinReels(definition, rng);
  return { stops, grid, stake, ...payGrid(definition, grid, stake) };
}
