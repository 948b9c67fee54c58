import type { RandomSource } from '../../fair/fair-random';
import { type BetRule, BIG_SMALL, ODD_EVEN, singleOdds } from './bet-rule';
import type { SscResult } from './lottery-types';

export const SSC_BALLS = 5;

/** Ball 1 to ball 5, each rng.nextInt(10). */
export function drawSsc(rng: RandomSource, drawId: string): SscResult {
  return { game: 'ssc', drawId, balls: Array.from({ length: SSC_BALLS }, () => rng.nextInt(10)) };
}

/** How many of the 10^5 equally likely draws give each sum 0–45 (five digits convolved). */
function sumCounts(): number[] {
  let counts = [1];
  for (let ball = 0; ball < SSC_BALLS; ball++) {
    const next = new Array<number>(counts.length + 9).fill(0);
    counts.forEach((ways, sum) => {
      for (let digit = 0; digit <= 9; digit++) next[sum + digit] = (next[sum + digit] ?? 0) + ways;
    });
    counts = next;
  }
  return counts;
}

const SUM_COUNTS = sumCounts();
const ALL_DRAWS = 10 ** SSC_BALLS;

function sumShare(test: (sum: number) => boolean): number {
  return SUM_COUNTS.reduce((share, ways, sum) => (test(sum) ? share + ways : share), 0) / ALL_DRAWS;
}

const total = (result: SscResult) => result.balls.reduce((sum, ball) => sum + ball, 0);
/** Sums 23–45 are big, 0–22 small: the sum is symmetric about 22.5, so each side is exactly 1/2. */
const isBig = (sum: number) => sum >= 23;
const isOdd = (sum: number) => sum % 2 === 1;

export const SSC_BET_RULES: readonly BetRule<SscResult>[] = [
  {
    betType: 'position',
    labelKey: 'games.lottery.betType.position',
    label: 'Ball digit',
    rule: 'Pick one ball (1–5) and a digit, written like "--7--" for ball 3 = 7. Wins if that ball shows it.',
    selection: { kind: 'position', balls: SSC_BALLS, example: '--7--' },
    odds: singleOdds('games.lottery.odds.win', 'Win', 970),
    occurrences: (selection, result) => {
      const ball = selection.search(/[0-9]/);
      return [result.balls[ball] === Number(selection[ball]) ? 1 : 0];
    },
    // Each ball is uniform over 10 digits.
    expectedOccurrences: () => [1 / 10],
  },
  {
    betType: 'straight',
    labelKey: 'games.lottery.betType.straight',
    label: 'Five digits',
    rule: 'Pick all five digits in order (e.g. "12345"). Wins if the five balls match exactly.',
    selection: { kind: 'digits', length: SSC_BALLS, example: '12345' },
    odds: singleOdds('games.lottery.odds.win', 'Win', 9_500_000),
    occurrences: (selection, result) => [result.balls.join('') === selection ? 1 : 0],
    expectedOccurrences: () => [1 / ALL_DRAWS],
  },
  {
    betType: 'bigSmall',
    labelKey: 'games.lottery.betType.sumBigSmall',
    label: 'Sum big / small',
    rule: 'The sum of the five balls (0–45): big is 23–45, small is 0–22.',
    selection: { kind: 'choice', options: BIG_SMALL },
    odds: singleOdds('games.lottery.odds.win', 'Win', 195),
    occurrences: (selection, result) => [isBig(total(result)) === (selection === 'big') ? 1 : 0],
    expectedOccurrences: (selection) => [sumShare((sum) => isBig(sum) === (selection === 'big'))],
  },
  {
    betType: 'oddEven',
    labelKey: 'games.lottery.betType.sumOddEven',
    label: 'Sum odd / even',
    rule: 'The sum of the five balls (0–45) is odd or even.',
    selection: { kind: 'choice', options: ODD_EVEN },
    odds: singleOdds('games.lottery.odds.win', 'Win', 195),
    occurrences: (selection, result) => [isOdd(total(result)) === (selection === 'odd') ? 1 : 0],
    expectedOccurrences: (selection) => [sumShare((sum) => isOdd(sum) === (selection === 'odd'))],
  },
];
