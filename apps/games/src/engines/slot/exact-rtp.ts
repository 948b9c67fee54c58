import { evaluateLine } from './evaluate-line';
import { REEL_COUNT, ROW_COUNT, SCATTER, type SlotProfile, SYMBOL_COUNT } from './slot-types';

export type RtpBreakdown = { lines: number; scatter: number; total: number };

type CacheEntry = { profile: SlotProfile; breakdown: RtpBreakdown };

// Keyed by the strips because every definition of a volatility shares its profile's arrays (slotFor spreads the
// profile into a new object); the pays are compared too so a test's crafted profile never reads a stale entry.
const cache = new WeakMap<readonly (readonly number[])[], CacheEntry>();

function symbolCounts(strip: readonly number[]): number[] {
  const counts = new Array<number>(SYMBOL_COUNT).fill(0);
  for (const symbol of strip) counts[symbol] = (counts[symbol] ?? 0) + 1;
  return counts;
}

/**
 * Line part. A stop is uniform over the strip, so every row of a reel shows each symbol with probability
 * count / strip length, and the five reels of one line are independent: every line has the same expected pay, and
 * because the line bet is 1/20 of the stake and there are 20 lines, the line RTP equals the expected multiplier
 * of one line. All 11^5 symbol combinations are enumerated with integer weights (product of counts), which stay
 * far below 2^53, so the sum is exact before the one final division.
 */
function lineRtp(profile: SlotProfile): number {
  const counts = profile.reels.map(symbolCounts);
  const lengths = profile.reels.map((strip) => strip.length);
  const line = new Array<number>(REEL_COUNT).fill(0);
  let weightedPay = 0;
  const visit = (reel: number, weight: number): void => {
    if (reel === REEL_COUNT) {
      const outcome = evaluateLine(line, profile.linePays);
      if (outcome !== null) weightedPay += weight * outcome.multiplier;
      return;
    }
    const reelCounts = counts[reel] ?? [];
    for (let symbol = 0; symbol < SYMBOL_COUNT; symbol++) {
      const count = reelCounts[symbol] ?? 0;
      if (count === 0) continue;
      line[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  return weightedPay / lengths.reduce((product, length) => product * length, 1);
}

/**
 * Scatter part: for each reel, the distribution of scatters visible in its 3 rows over all stops; the reels are
 * convolved into the distribution of the total, which is weighted by the scatter pays (5 or more pay as 5).
 */
function scatterRtp(profile: SlotProfile): number {
  let total = [1];
  for (const strip of profile.reels) {
    const perReel = new Array<number>(ROW_COUNT + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let visible = 0;
      for (let row = 0; row < ROW_COUNT; row++)
        if (strip[(stop + row) % strip.length] === SCATTER) visible += 1;
      perReel[visible] = (perReel[visible] ?? 0) + 1;
    }
    const next = new Array<number>(total.length + ROW_COUNT).fill(0);
    total.forEach((ways, have) => {
      perReel.forEach((more, visible) => {
        next[have + visible] = (next[have + visible] ?? 0) + ways * more;
      });
    });
    total = next;
  }
  const combinations = total.reduce((sum, ways) => sum + ways, 0);
  let weightedPay = 0;
  total.forEach((ways, count) => {
    if (count >= 3) weightedPay += ways * (profile.scatterPays[Math.min(count, 5) - 3] ?? 0);
  });
  return weightedPay / combinations;
}

/** The exact return to player, split into its line and scatter parts. Cached per set of strips. */
export function rtpBreakdown(profile: SlotProfile): RtpBreakdown {
  const cached = cache.get(profile.reels);
  if (
    cached !== undefined &&
    cached.profile.linePays === profile.linePays &&
    cached.profile.scatterPays === profile.scatterPays
  ) {
    return cached.breakdown;
  }
  const lines = lineRtp(profile);
  const scatter = scatterRtp(profile);
  const breakdown = { lines, scatter, total: lines + scatter };
  cache.set(profile.reels, { profile, breakdown });
  return breakdown;
}

/** The exact long-run share of stakes paid back (e.g. 0.9612), computed from the strips and paytables. */
export function exactRtp(profile: SlotProfile): number {
  return rtpBreakdown(profile).total;
}
