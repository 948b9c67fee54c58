import { GamePlayError, type VerifyAnswer, type VerifyBody } from '@playhall/contracts/games-play';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { drawResult } from '../engines/lottery/draw';
import { slotFor } from '../engines/slot/slot-for';
import { spinSlot, validateStake } from '../engines/slot/spin-slot';
import { FairRandom, fairBlock } from '../fair/fair-random';
import { hashServerSeed } from '../fair/seeds';
import { GameError } from './game-error';
import { storedSpin } from './slot-play';

/** Recomputes a round or a draw from its seeds alone: nothing is read from storage (ARCHITECTURE.md §5). */
export function verify(body: VerifyBody): VerifyAnswer {
  const serverSeedHash = hashServerSeed(body.serverSeed);
  if (body.kind === 'lottery') {
    return { kind: 'lottery', serverSeedHash, result: drawResult(body.family, body.serverSeed, body.drawId) };
  }
  const stake = parseAmount(body.stake);
  if (validateStake(stake) !== null) throw new GameError(400, GamePlayError.STAKE);
  const result = spinSlot(
    slotFor(body.gameCode),
    new FairRandom(body.serverSeed, body.clientSeed, body.nonce),
    stake,
  );
  return {
    kind: 'slot',
    serverSeedHash,
    ...storedSpin(result),
    payout: formatAmount(result.payout),
    firstBlock: fairBlock(body.serverSeed, body.clientSeed, body.nonce, 0).toString('hex'),
  };
}
