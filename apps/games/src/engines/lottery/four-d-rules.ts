import type { RandomSource } from '../../fair/fair-random';
import { type BetRule, BIG_SMALL, ODD_EVEN, type PrizeOdds, singleOdds } from './bet-rule';
import type { FourDResult } from './lottery-types';

export const FOUR_D_PRIZE_COUNT = 23;
const NUMBERS = 10_000;

/**
 * Draws rng.nextInt(10000) again and again, skipping numbers already drawn, until 23 distinct numbers stand:
 * the 1st is the first prize, then second, third, 10 starters, 10 consolations. Skipping repeats makes the
 * list a uniformly random ordered sample without replacement, so every prize is on its own uniform over 0000–9999.
 */
export function drawFourD(rng: RandomSource, drawId: string): FourDResult {
  const drawn: string[] = [];
  while (drawn.length < FOUR_D_PRIZE_COUNT) {
    const number = String(rng.nextInt(NUMBERS)).padStart(4, '0');
    if (!drawn.includes(number)) drawn.push(number);
  }
  const [first = '', second = '', third = ''] = drawn;
  return {
    game: '4d',
    drawId,
    first,
    second,
    third,
    starter: drawn.slice(3, 13),
    consolation: drawn.slice(13, 23),
  };
}

function tier(name: string, label: string, oddsHundredths: number): PrizeOdds {
  return { tier: name, labelKey: `games.lottery.odds.${name}`, label, oddsHundredths };
}

// A number matches at most one prize (all 23 differ), and a prize tier holding k numbers contains a given
// number with probability k / 10000.
const tierShare = (count: number) => count / NUMBERS;

export const FOUR_D_BET_RULES: readonly BetRule<FourDResult>[] = [
  {
    betType: 'fourD',
    labelKey: 'games.lottery.betType.fourD',
    label: '4D (all 23 prizes)',
    rule: 'Pick a 4-digit number. Pays by the prize it matches: first, second, third, starter or consolation.',
    selection: { kind: 'digits', length: 4, example: '0427' },
    odds: [
      tier('first', 'First prize', 350_000),
      tier('second', 'Second prize', 150_000),
      tier('third', 'Third prize', 80_000),
      tier('starter', 'Starter prize', 25_000),
      tier('consolation', 'Consolation prize', 10_000),
    ],
    occurrences: (selection, result) => [
      result.first === selection ? 1 : 0,
      result.second === selection ? 1 : 0,
      result.third === selection ? 1 : 0,
      result.starter.includes(selection) ? 1 : 0,
      result.consolation.includes(selection) ? 1 : 0,
    ],
    expectedOccurrences: () => [tierShare(1), tierShare(1), tierShare(1), tierShare(10), tierShare(10)],
  },
  {
    betType: 'fourDTop3',
    labelKey: 'games.lottery.betType.fourDTop3',
    label: '4D (top 3 prizes)',
    rule: 'Pick a 4-digit number. Pays more, but only on the first, second or third prize.',
    selection: { kind: 'digits', length: 4, example: '0427' },
    odds: [
      tier('first', 'First prize', 500_000),
      tier('second', 'Second prize', 250_000),
      tier('third', 'Third prize', 200_000),
    ],
    occurrences: (selection, result) => [
      result.first === selection ? 1 : 0,
      result.second === selection ? 1 : 0,
      result.third === selection ? 1 : 0,
    ],
    expectedOccurrences: () => [tierShare(1), tierShare(1), tierShare(1)],
  },
  {
    betType: 'bigSmall',
    labelKey: 'games.lottery.betType.firstBigSmall',
    label: 'First prize big / small',
    rule: 'The first prize: big is 5000–9999, small is 0000–4999.',
    selection: { kind: 'choice', options: BIG_SMALL },
    odds: singleOdds('games.lottery.odds.win', 'Win', 195),
    occurrences: (selection, result) => [Number(result.first) >= 5000 === (selection === 'big') ? 1 : 0],
    expectedOccurrences: () => [tierShare(5000)],
  },
  {
    betType: 'oddEven',
    labelKey: 'games.lottery.betType.firstOddEven',
    label: 'First prize odd / even',
    rule: 'The first prize (i.e. its last digit) is odd or even.',
    selection: { kind: 'choice', options: ODD_EVEN },
    odds: singleOdds('games.lottery.odds.win', 'Win', 195),
    occurrences: (selection, result) => [(Number(result.first) % 2 === 1) === (selection === 'odd') ? 1 : 0],
    expectedOccurrences: () => [tierShare(5000)],
  },
];
