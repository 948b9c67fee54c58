// Zod-free: the lucky wheel's draw arithmetic, the same on the server (which draws) and in the browser (which
// verifies a spin with WebCrypto). The HMAC itself is computed by each side's own crypto.

/** How many leading hex digits of the HMAC make the draw: 13 digits are 52 bits, exact in a double. */
export const DRAW_HEX_DIGITS = 13;
const SCALE = 16n ** BigInt(DRAW_HEX_DIGITS);

/** What the HMAC signs (keyed with the server seed's hex text): the member's client seed, a colon, the nonce. */
export function drawMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** The draw as a number in [0, 1): the HMAC's first 13 hex digits as an integer over 16^13. */
export function drawFraction(hmacHex: string): number {
  return Number.parseInt(hmacHex.slice(0, DRAW_HEX_DIGITS), 16) / 16 ** DRAW_HEX_DIGITS;
}

/**
 * The segment the HMAC lands on, by cumulative weights: the draw scaled to the weights' total (in integers, so no
 * rounding can move a boundary), then the first segment whose running total passes it.
 */
export function segmentOf(hmacHex: string, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) throw new RangeError('A wheel needs a segment with a weight');
  const drawn = BigInt(`0x${hmacHex.slice(0, DRAW_HEX_DIGITS)}`);
  const target = Number((drawn * BigInt(total)) / SCALE);
  let running = 0;
  for (const [index, weight] of weights.entries()) {
    running += weight;
    if (target < running) return index;
  }
  return weights.length - 1;
}
