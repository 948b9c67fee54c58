import { FairRandom } from '../../fair/fair-random';
import { drawFourD } from './four-d-rules';
import { gameOf, type LotteryFamily, type LotteryResult } from './lottery-types';
import { drawSsc } from './ssc-rules';
import { drawVn } from './vn-rules';

/**
 * The result of one draw: FairRandom(serverSeed, clientSeed = drawId, nonce = 0). The hash of the server seed is
 * published before the draw opens for bets and the seed itself after the draw, so anyone can recompute the
 * result; using the draw id as the client seed ties each result to its draw, and one server seed can serve a
 * whole day of draws without two draws sharing a stream.
 */
export function drawResult(family: LotteryFamily, serverSeed: string, drawId: string): LotteryResult {
  const rng = new FairRandom(serverSeed, drawId, 0);
  switch (gameOf(family)) {
    case 'ssc':
      return drawSsc(rng, drawId);
    case 'vn':
      return drawVn(rng, drawId);
    case '4d':
      return drawFourD(rng, drawId);
  }
}
