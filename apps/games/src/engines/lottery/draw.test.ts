import { describe, expect, it } from 'vitest';
import { chiSquareUniform } from '../../fair/chi-square';
import { settleLotteryBet, validateLotteryBet } from './bets';
import { exactLotteryRtp } from './describe-lottery';
import { drawResult } from './draw';
import type { LotteryFamily, LotteryResult } from './lottery-types';

const SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const DRAWS = 20_000;

function numbersOf(result: LotteryResult): string[] {
  if (result.game === 'ssc') return [result.balls.join('')];
  if (result.game === 'vn') return result.prizes.flatMap((prize) => prize.numbers);
  return [result.first, result.second, result.third, ...result.starter, ...result.consolation];
}

function results(family: LotteryFamily, count: number): LotteryResult[] {
  return Array.from({ length: count }, (_, index) => drawResult(family, SEED, `${family}-TEST-${index}`));
}

describe('drawResult', () => {
  it('replays the examples of docs/games/lottery.md', () => {
    expect(drawResult('LOTT', SEED, 'LOTT-20261122-0415')).toEqual({
      game: 'ssc',
      drawId: 'LOTT-20261122-0415',
      balls: [3, 7, 3, 8, 6],
    });
    const sea = drawResult('SEA', SEED, 'SEA-20261122-0415');
    expect(sea.game === '4d' && [sea.first, sea.second, sea.third]).toEqual(['4930', '0232', '4423']);
    const vn = drawResult('VN', SEED, 'VN-20261122-1830');
    expect(vn.game === 'vn' && vn.prizes[0]?.tier).toBe('special');
  });

  it('is a pure function of the seed and the draw id', () => {
    expect(drawResult('VN', SEED, 'VN-20261122-1830')).toEqual(drawResult('VN', SEED, 'VN-20261122-1830'));
    expect(drawResult('VN', SEED, 'VN-20261122-1830')).not.toEqual(
      drawResult('VN', SEED, 'VN-20261123-1830'),
    );
    expect(drawResult('SEA', SEED, 'X')).not.toEqual(drawResult('SEA', `${SEED}0`, 'X'));
    // SEA and SEA4D play the same rules: the same id and seed give the same numbers.
    expect(drawResult('SEA4D', SEED, 'X')).toEqual(drawResult('SEA', SEED, 'X'));
  });

  it('draws 27 five-digit VN prizes and 23 distinct four-digit SEA prizes', () => {
    for (const result of results('VN', 200)) {
      const numbers = numbersOf(result);
      expect(numbers).toHaveLength(27);
      for (const number of numbers) expect(number).toMatch(/^[0-9]{5}$/);
    }
    for (const result of results('SEA', 2_000)) {
      const numbers = numbersOf(result);
      expect(numbers).toHaveLength(23);
      expect(new Set(numbers).size).toBe(23);
      for (const number of numbers) expect(number).toMatch(/^[0-9]{4}$/);
    }
  });

  it.each(['LOTT', 'VN', 'SEA'] as const)(
    'draws every digit position of %s uniformly (chi-square over 20,000 draws, p > 0.001)',
    (family) => {
      const byPosition = new Map<number, number[]>();
      for (const result of results(family, DRAWS)) {
        for (const number of numbersOf(result)) {
          [...number].forEach((digit, position) => {
            const counts = byPosition.get(position) ?? new Array<number>(10).fill(0);
            counts[Number(digit)] = (counts[Number(digit)] ?? 0) + 1;
            byPosition.set(position, counts);
          });
        }
      }
      expect(byPosition.size).toBeGreaterThanOrEqual(4);
      for (const counts of byPosition.values())
        expect(chiSquareUniform(counts).pValue).toBeGreaterThan(0.001);
    },
  );

  /**
   * One bet type per family, staked on every one of 20,000 draws: the measured return must sit within
   * 4.5 standard errors (of the measured spread) of the exact RTP.
   */
  it.each([
    ['LOTT', 'bigSmall', 'big'],
    ['VN', 'lo', '27'],
    ['SEA', 'oddEven', 'odd'],
  ] as const)('agrees with the exact RTP by Monte Carlo: %s %s %s', (family, betType, selection) => {
    const validation = validateLotteryBet(family, { betType, selection, stake: 100n });
    if (!validation.ok) throw new Error(validation.error);
    let returned = 0;
    let returnedSquared = 0;
    for (const result of results(family, DRAWS)) {
      const ratio = Number(settleLotteryBet(family, validation.bet, result)) / 100;
      returned += ratio;
      returnedSquared += ratio * ratio;
    }
    const measured = returned / DRAWS;
    const standardError = Math.sqrt((returnedSquared / DRAWS - measured * measured) / DRAWS);
    const exact = exactLotteryRtp(family, betType) ?? Number.NaN;
    expect(Math.abs(measured - exact)).toBeLessThanOrEqual(4.5 * standardError);
  });
});
