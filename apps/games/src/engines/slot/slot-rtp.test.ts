import { describe, expect, it } from 'vitest';
import { FairRandom } from '../../fair/fair-random';
import { exactRtp } from './exact-rtp';
import { PAYLINES } from './paylines';
import { SLOT_PROFILES, VOLATILITIES } from './profiles';
import { spinSlot } from './spin-slot';

const SPINS = 1_000_000;
const SERVER_SEED = 'slot-rtp-server-seed';
const CLIENT_SEED = 'slot-rtp-client-seed';
const STAKE = 20n;

/**
 * One million real spins per profile (FairRandom with a fixed seed pair, nonces 0..999,999) against the exact RTP,
 * within ±0.5 percentage points. The seed is fixed, so the result is the same on every run; the standard error is
 * printed beside it because for the swingier profiles (about 0.26 pp medium, 0.49 pp high) half a point is not a
 * wide margin: a change to the strips that moves the RTP shows up here, or in the exact-RTP test, or both.
 */
describe('slot RTP by simulation', () => {
  it.each(VOLATILITIES)(
    'measures the %s profile within tolerance of its exact RTP over 1,000,000 spins',
    (volatility) => {
      const definition = { ...SLOT_PROFILES[volatility], paylines: PAYLINES };
      let returned = 0;
      let returnedSquared = 0;
      for (let nonce = 0; nonce < SPINS; nonce++) {
        const result = spinSlot(definition, new FairRandom(SERVER_SEED, CLIENT_SEED, nonce), STAKE);
        const ratio = Number(result.payout) / Number(STAKE);
        returned += ratio;
        returnedSquared += ratio * ratio;
      }
      const measured = returned / SPINS;
      const standardError = Math.sqrt((returnedSquared / SPINS - measured * measured) / SPINS);
      const exact = exactRtp(definition);
      const tolerance = 0.005;
      console.info(
        `slot ${volatility}: exact ${(exact * 100).toFixed(3)} %, measured ${(measured * 100).toFixed(3)} %, ` +
          `standard error ${(standardError * 100).toFixed(3)} pp, tolerance ±${(tolerance * 100).toFixed(2)} pp`,
      );
      expect(Math.abs(measured - exact)).toBeLessThanOrEqual(tolerance);
    },
    120_000,
  );
});
