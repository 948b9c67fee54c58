import { describe, expect, it } from 'vitest';
import { chiSquareUniform } from '../../fair/chi-square';
import { FairRandom } from '../../fair/fair-random';
import { toJsonSafe } from '../json-safe';
import { exactRtp, rtpBreakdown } from './exact-rtp';
import { PAYLINES } from './paylines';
import { SLOT_PROFILES, VOLATILITIES } from './profiles';
import { slotFor } from './slot-for';
import { SCATTER as S, type SlotProfile, WILD as W } from './slot-types';
import { payGrid, SLOT_STAKES, spinSlot, validateStake } from './spin-slot';

const LOW = { ...SLOT_PROFILES.low, paylines: PAYLINES };
const SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

/** grid[reel][row] from three rows written the way the screen shows them. */
function gridFromRows(top: number[], middle: number[], bottom: number[]): number[][] {
  return top.map((symbol, reel) => [symbol, middle[reel] ?? -1, bottom[reel] ?? -1]);
}

describe('payGrid', () => {
  it('pays each line left to right with wilds standing in, and nothing else on a quiet grid', () => {
    const grid = gridFromRows([1, 2, 3, 4, 6], [W, 0, 0, W, 5], [2, 3, 4, 6, 7]);
    const result = payGrid(LOW, grid, 200n);
    expect(result.lineWins).toEqual([{ line: 1, symbol: 0, count: 4, payout: 100n }]);
    expect(result.scatterWin).toBeNull();
    expect(result.payout).toBe(100n);
  });

  it('pays scatters anywhere on the grid as a multiple of the total stake, never through wilds', () => {
    const grid = gridFromRows([1, 2, S, 4, 6], [W, W, S, 1, 5], [2, 3, S, 6, 7]);
    const result = payGrid(LOW, grid, 200n);
    expect(result.scatterWin).toEqual({ count: 3, payout: 400n });
    expect(result.lineWins).toEqual([]);
    expect(result.payout).toBe(400n);
  });

  it('adds line wins and the scatter win into the payout', () => {
    const grid = gridFromRows([S, 2, S, 4, S], [8, 8, 8, 8, 8], [S, 3, 4, 6, 7]);
    const result = payGrid(LOW, grid, 1000n);
    expect(result.scatterWin).toEqual({ count: 4, payout: 5000n });
    expect(result.lineWins.find((win) => win.line === 1)).toEqual({
      line: 1,
      symbol: 8,
      count: 5,
      payout: 15000n,
    });
    const lines = result.lineWins.reduce((sum, win) => sum + win.payout, 0n);
    expect(result.payout).toBe(lines + 5000n);
  });
});

describe('spinSlot', () => {
  it('replays a known seed and nonce exactly (the example of docs/games/slot.md)', () => {
    const definition = slotFor('PG-0001');
    expect([definition.themeId, definition.volatility]).toEqual(['space', 'medium']);
    const result = spinSlot(definition, new FairRandom(SEED, 'lucky', 15), 100n);
    expect(result.stops).toEqual([19, 35, 11, 40, 0]);
    expect(result.grid).toEqual([
      [6, 9, 0],
      [3, 9, 1],
      [0, 9, 1],
      [1, 9, 4],
      [1, 6, 9],
    ]);
    // Four wilds on line 1 pay 400 line bets as wilds, more than five 6s (300).
    expect(result.lineWins[0]).toEqual({ line: 1, symbol: W, count: 4, payout: 2000n });
    expect(result.lineWins).toHaveLength(9);
    expect(result.payout).toBe(3200n);
    expect(JSON.parse(JSON.stringify(toJsonSafe(result))).payout).toBe('3200');
  });

  it('accepts only the listed stakes, all multiples of 20 minor units', () => {
    for (const stake of SLOT_STAKES) {
      expect(validateStake(stake)).toBeNull();
      expect(stake % 20n).toBe(0n);
    }
    expect(validateStake(30n)).toBe('STAKE');
    expect(validateStake(0n)).toBe('STAKE');
    expect(() => spinSlot(LOW, new FairRandom(SEED, 'x', 0), 21n)).toThrow();
  });

  it('stops every reel uniformly (chi-square of 100,000 spins per reel, p > 0.001)', () => {
    const definition = slotFor('PG-0001');
    const counts = definition.reels.map((strip) => new Array<number>(strip.length).fill(0));
    for (let nonce = 0; nonce < 100_000; nonce++) {
      const { stops } = spinSlot(definition, new FairRandom(SEED, 'stops', nonce), 20n);
      stops.forEach((stop, reel) => {
        const reelCounts = counts[reel];
        if (reelCounts !== undefined) reelCounts[stop] = (reelCounts[stop] ?? 0) + 1;
      });
    }
    for (const reelCounts of counts) expect(chiSquareUniform(reelCounts).pValue).toBeGreaterThan(0.001);
  });
});

describe('slotFor', () => {
  it('is deterministic and spreads codes over every theme and volatility', () => {
    expect(slotFor('JILI-0042')).toEqual(slotFor('JILI-0042'));
    const seen = new Set<string>();
    for (let index = 0; index < 500; index++) {
      const definition = slotFor(`CODE-${index}`);
      seen.add(`${definition.themeId}/${definition.volatility}`);
      expect(definition.symbols).toHaveLength(11);
      expect(definition.symbols[W]?.kind).toBe('wild');
      expect(definition.symbols[S]?.kind).toBe('scatter');
    }
    expect(seen.size).toBe(8 * 3);
  });

  it('has 20 distinct paylines and strips that never show two scatters on one reel', () => {
    expect(new Set(PAYLINES.map((line) => line.join(''))).size).toBe(20);
    for (const volatility of VOLATILITIES) {
      for (const strip of SLOT_PROFILES[volatility].reels) {
        strip.forEach((symbol, index) => {
          if (symbol !== S) return;
          expect(strip[(index + 1) % strip.length]).not.toBe(S);
          expect(strip[(index + 2) % strip.length]).not.toBe(S);
        });
      }
    }
  });
});

describe('exactRtp', () => {
  it.each(VOLATILITIES)('puts the %s profile between 94 and 97 percent', (volatility) => {
    const rtp = exactRtp(SLOT_PROFILES[volatility]);
    expect(rtp).toBeGreaterThanOrEqual(0.94);
    expect(rtp).toBeLessThanOrEqual(0.97);
  });

  it('equals the average over every stop combination of a small profile (several scatters per reel)', () => {
    const strip = [0, W, S, 1, S];
    const tiny: SlotProfile = {
      volatility: 'low',
      reels: [strip, [1, 0, W, S, 0], strip, [S, 1, 0, W, 1], strip],
      linePays: SLOT_PROFILES.low.linePays,
      scatterPays: [2, 5, 20],
    };
    const rules = { ...tiny, paylines: PAYLINES };
    let paid = 0n;
    let spins = 0n;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === 5) {
        const grid = tiny.reels.map((reelStrip, r) =>
          [0, 1, 2].map((row) => reelStrip[((stops[r] ?? 0) + row) % reelStrip.length] ?? -1),
        );
        paid += payGrid(rules, grid, 20n).payout;
        spins += 1n;
        return;
      }
      for (let stop = 0; stop < (tiny.reels[reel]?.length ?? 0); stop++) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    expect(exactRtp(tiny)).toBeCloseTo(Number(paid) / Number(spins * 20n), 12);
    expect(rtpBreakdown(tiny).scatter).toBeGreaterThan(0);
  });
});
