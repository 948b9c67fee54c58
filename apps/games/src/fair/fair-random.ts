import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/** What engines draw from; FairRandom is the real one, tests may pass a scripted one. */
export type RandomSource = {
  /** An integer in [0, n), every value equally likely. */
  nextInt(n: number): number;
  /** A number in [0, 1) with 53 random bits. */
  nextFloat(): number;
};

const TWO_POW_32 = 2 ** 32;
const WORDS_PER_BLOCK = 8;

/**
 * The provably fair generator of one round.
 *
 * Algorithm (docs/games/provably-fair.md repeats it with a worked example):
 * 1. Block `cursor` (0, 1, 2, …) is HMAC-SHA256 with key = the server seed's text (its hex characters as UTF-8,
 *    not decoded) and message = `${clientSeed}:${nonce}:${cursor}`: 32 bytes.
 * 2. Each block is read as eight unsigned 32-bit big-endian words; the words of block 0 come first, then block 1…
 * 3. `nextInt(n)`: take the next word w. With limit = 2^32 − (2^32 mod n), a word w ≥ limit is thrown away and
 *    the next one taken (so every value of w mod n is equally likely); otherwise the result is w mod n.
 * 4. `nextFloat()`: take the next two words a, b; the result is ((a >>> 11) · 2^32 + b) / 2^53.
 *
 * Words are never reused: each call consumes the words it reads, in order.
 */
export class FairRandom implements RandomSource {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  #cursor = 0;
  #block: Buffer | null = null;
  #wordIndex = WORDS_PER_BLOCK;
  #wordsUsed = 0;

  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    if (serverSeed.length === 0) throw new Error('FairRandom: the server seed is empty');
    if (!Number.isSafeInteger(nonce) || nonce < 0)
      throw new Error('FairRandom: the nonce must be an integer ≥ 0');
    this.serverSeed = serverSeed;
    this.clientSeed = clientSeed;
    this.nonce = nonce;
  }

  /** How many 32-bit words have been consumed (rejected ones included); shown on the verify screen. */
  get wordsUsed(): number {
    return this.#wordsUsed;
  }

  /** The next unsigned 32-bit word of the stream. */
  nextWord(): number {
    if (this.#block === null || this.#wordIndex === WORDS_PER_BLOCK) {
      this.#block = fairBlock(this.serverSeed, this.clientSeed, this.nonce, this.#cursor);
      this.#cursor += 1;
      this.#wordIndex = 0;
    }
    const word = this.#block.readUInt32BE(this.#wordIndex * 4);
    this.#wordIndex += 1;
    this.#wordsUsed += 1;
    return word;
  }

  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
      throw new Error(`FairRandom.nextInt: n must be an integer in [1, 2^32], got ${n}`);
    }
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const word = this.nextWord();
      if (word < limit) return word % n;
    }
  }

  nextFloat(): number {
    const high = this.nextWord() >>> 11;
    const low = this.nextWord();
    return (high * TWO_POW_32 + low) / 2 ** 53;
  }
}

// Building the HMAC key from a string costs about as much as the HMAC itself; rounds of one seed come in runs
// (a player's session, a simulation), so the last key is kept. Same bytes as passing the string: UTF-8.
let lastKey: { serverSeed: string; key: KeyObject } | null = null;

function keyFor(serverSeed: string): KeyObject {
  if (lastKey?.serverSeed !== serverSeed) {
    lastKey = { serverSeed, key: createSecretKey(Buffer.from(serverSeed, 'utf8')) };
  }
  return lastKey.key;
}

/** One 32-byte block of the stream; exported so the verify screen can show the raw HMAC. */
export function fairBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', keyFor(serverSeed)).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}
