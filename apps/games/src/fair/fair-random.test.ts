import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquareUniform } from './chi-square';
import { FairRandom, fairBlock } from './fair-random';
import { defaultClientSeed, hashServerSeed, newServerSeed } from './seeds';

const EXAMPLE_SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const P_THRESHOLD = 0.001;

function draws(rng: FairRandom, count: number, draw: (rng: FairRandom) => number): number[] {
  return Array.from({ length: count }, () => draw(rng));
}

describe('seeds', () => {
  it('makes 64-hex server seeds, 16-hex client seeds and hashes the seed text with SHA-256', () => {
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
    expect(defaultClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(hashServerSeed(EXAMPLE_SEED)).toBe(
      'a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e',
    );
  });
});

describe('FairRandom', () => {
  it('reproduces the worked example of docs/games/provably-fair.md', () => {
    expect(fairBlock(EXAMPLE_SEED, 'lucky', 7, 0).toString('hex')).toBe(
      'e5da3e012718c79bc9ab987abdbb0851e1ca6f19d5f2fe162a8e0eb354129f50',
    );
    const words = new FairRandom(EXAMPLE_SEED, 'lucky', 7);
    expect(draws(words, 4, (rng) => rng.nextWord())).toEqual([3856285185, 655935387, 3383466106, 3183151185]);
    expect(draws(new FairRandom(EXAMPLE_SEED, 'lucky', 7), 8, (rng) => rng.nextInt(6))).toEqual([
      3, 3, 4, 3, 5, 2, 5, 2,
    ]);
    expect(new FairRandom(EXAMPLE_SEED, 'lucky', 7).nextFloat()).toBeCloseTo(0.8978610766991894, 15);
  });

  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), block after block', () => {
    const rng = new FairRandom('seed', 'client', 3);
    const words = draws(rng, 16, (r) => r.nextWord());
    const second = createHmac('sha256', 'seed').update('client:3:1').digest();
    expect(words.slice(8)).toEqual(Array.from({ length: 8 }, (_, i) => second.readUInt32BE(i * 4)));
    expect(rng.wordsUsed).toBe(16);
  });

  it('gives the same sequence for the same inputs and a different one for another nonce or client seed', () => {
    const sequence = (client: string, nonce: number) =>
      draws(new FairRandom(EXAMPLE_SEED, client, nonce), 50, (rng) => rng.nextInt(1000));
    expect(sequence('a', 1)).toEqual(sequence('a', 1));
    expect(sequence('a', 1)).not.toEqual(sequence('a', 2));
    expect(sequence('a', 1)).not.toEqual(sequence('b', 1));
  });

  it('rejects words at or above the last whole multiple of n', () => {
    // With n = 2^31 + 1, 2^32 mod n = 2^31 − 1, so the limit is 2^31 + 1 and the first example word is rejected.
    const rng = new FairRandom(EXAMPLE_SEED, 'lucky', 7);
    const n = 2 ** 31 + 1;
    expect(rng.nextInt(n)).toBe(655935387);
    expect(rng.wordsUsed).toBe(2);
  });

  it('keeps nextInt in range and refuses bad bounds and nonces', () => {
    const rng = new FairRandom(EXAMPLE_SEED, 'range', 0);
    for (const n of [1, 2, 3, 7, 37, 1000, 2 ** 32]) {
      for (let i = 0; i < 200; i++) {
        const value = rng.nextInt(n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }
    }
    expect(() => rng.nextInt(0)).toThrow();
    expect(() => rng.nextInt(1.5)).toThrow();
    expect(() => rng.nextInt(2 ** 32 + 1)).toThrow();
    expect(() => new FairRandom(EXAMPLE_SEED, 'x', -1)).toThrow();
    expect(() => new FairRandom('', 'x', 0)).toThrow();
  });

  it.each([6, 37])('draws nextInt(%i) uniformly (chi-square over 600,000 draws, p > 0.001)', (n) => {
    const rng = new FairRandom(EXAMPLE_SEED, `uniformity-${n}`, 0);
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < 600_000; i++) {
      const value = rng.nextInt(n);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(chiSquareUniform(counts).pValue).toBeGreaterThan(P_THRESHOLD);
  });

  it('draws nextFloat uniformly in [0, 1) (chi-square over 20 bins, p > 0.001)', () => {
    const rng = new FairRandom(EXAMPLE_SEED, 'floats', 0);
    const counts = new Array<number>(20).fill(0);
    let outside = 0;
    for (let i = 0; i < 200_000; i++) {
      const value = rng.nextFloat();
      if (value < 0 || value >= 1) outside += 1;
      const bin = Math.floor(value * 20);
      counts[bin] = (counts[bin] ?? 0) + 1;
    }
    expect(outside).toBe(0);
    expect(chiSquareUniform(counts).pValue).toBeGreaterThan(P_THRESHOLD);
  });
});
