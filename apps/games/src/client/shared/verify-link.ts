import type { Language } from '../config';

type SlotRound = {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce?: number;
  stake?: string;
  /** The hash shown before play: the verify page compares it with the seed's own hash. */
  serverSeedHash?: string;
};
type LotteryDraw = { family: string; serverSeed: string; drawId: string; serverSeedHash?: string };

/**
 * The verify page, prefilled: the server turns these query fields into the page's `prefill`. It opens in a new
 * tab, outside the game frame, so checking a round never interrupts play.
 */
export function slotVerifyUrl(round: SlotRound, language: Language): string {
  const query = new URLSearchParams({
    kind: 'slot',
    gameCode: round.gameCode,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    lang: language,
  });
  // A whole seed pair (from the fairness panel) has no single round: the player fills in nonce and stake.
  if (round.nonce !== undefined) query.set('nonce', String(round.nonce));
  if (round.stake !== undefined) query.set('stake', round.stake);
  if (round.serverSeedHash !== undefined) query.set('hash', round.serverSeedHash);
  return `/play/verify?${query}`;
}

export function lotteryVerifyUrl(draw: LotteryDraw, language: Language): string {
  const query = new URLSearchParams({
    kind: 'lottery',
    family: draw.family,
    serverSeed: draw.serverSeed,
    drawId: draw.drawId,
    lang: language,
  });
  if (draw.serverSeedHash !== undefined) query.set('hash', draw.serverSeedHash);
  return `/play/verify?${query}`;
}
