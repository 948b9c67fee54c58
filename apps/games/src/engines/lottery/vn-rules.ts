import type { RandomSource } from '../../fair/fair-random';
import { type BetRule, BIG_SMALL, ODD_EVEN, singleOdds } from './bet-rule';
import type { VnResult, VnTier } from './lottery-types';

/** The northern prize table: 27 prizes. Real lower tiers have fewer digits; here all have 5 (see lottery.md). */
export const VN_TIERS: readonly { tier: VnTier; count: number }[] = [
  { tier: 'special', count: 1 },
  { tier: 'first', count: 1 },
  { tier: 'second', count: 2 },
  { tier: 'third', count: 6 },
  { tier: 'fourth', count: 4 },
  { tier: 'fifth', count: 6 },
  { tier: 'sixth', count: 3 },
  { tier: 'seventh', count: 4 },
];

export const VN_PRIZE_COUNT = VN_TIERS.reduce((sum, tier) => sum + tier.count, 0);

/** Every prize is rng.nextInt(100000) written with 5 digits, tier by tier in VN_TIERS order. */
export function drawVn(rng: RandomSource, drawId: string): VnResult {
  return {
    game: 'vn',
    drawId,
    prizes: VN_TIERS.map(({ tier, count }) => ({
      tier,
      numbers: Array.from({ length: count }, () => String(rng.nextInt(100_000)).padStart(5, '0')),
    })),
  };
}

function special(result: VnResult): string {
  return result.prizes.find((prize) => prize.tier === 'special')?.numbers[0] ?? '';
}

/** The special prize's last two digits as a number 00–99: what đề, big/small and odd/even read. */
function specialTail(result: VnResult): number {
  return Number(special(result).slice(-2));
}

export const VN_BET_RULES: readonly BetRule<VnResult>[] = [
  {
    betType: 'lo',
    labelKey: 'games.lottery.betType.lo',
    label: 'Lô (two digits, all prizes)',
    rule: 'Pick two digits. Pays once for every one of the 27 prizes whose last two digits match.',
    selection: { kind: 'digits', length: 2, example: '27' },
    odds: [
      { tier: 'each', labelKey: 'games.lottery.odds.perOccurrence', label: 'Per prize', oddsHundredths: 355 },
    ],
    occurrences: (selection, result) => [
      result.prizes.flatMap((prize) => prize.numbers).filter((number) => number.endsWith(selection)).length,
    ],
    // Each prize's last two digits are uniform over 100 values; by linearity the expected count is 27 / 100.
    expectedOccurrences: () => [VN_PRIZE_COUNT / 100],
  },
  {
    betType: 'de',
    labelKey: 'games.lottery.betType.de',
    label: 'Đề (special prize, two digits)',
    rule: "Pick two digits. Wins if they are the special prize's last two digits.",
    selection: { kind: 'digits', length: 2, example: '27' },
    odds: singleOdds('games.lottery.odds.win', 'Win', 9_600),
    occurrences: (selection, result) => [special(result).endsWith(selection) ? 1 : 0],
    expectedOccurrences: () => [1 / 100],
  },
  {
    betType: 'threeD',
    labelKey: 'games.lottery.betType.threeD',
    label: 'Ba càng (special prize, three digits)',
    rule: "Pick three digits. Wins if they are the special prize's last three digits.",
    selection: { kind: 'digits', length: 3, example: '127' },
    odds: singleOdds('games.lottery.odds.win', 'Win', 92_000),
    occurrences: (selection, result) => [special(result).endsWith(selection) ? 1 : 0],
    expectedOccurrences: () => [1 / 1000],
  },
  {
    betType: 'bigSmall',
    labelKey: 'games.lottery.betType.tailBigSmall',
    label: 'Special prize big / small',
    rule: "The special prize's last two digits: big is 50–99, small is 00–49.",
    selection: { kind: 'choice', options: BIG_SMALL },
    odds: singleOdds('games.lottery.odds.win', 'Win', 195),
    occurrences: (selection, result) => [specialTail(result) >= 50 === (selection === 'big') ? 1 : 0],
    expectedOccurrences: () => [50 / 100],
  },
  {
    betType: 'oddEven',
    labelKey: 'games.lottery.betType.tailOddEven',
    label: 'Special prize odd / even',
    rule: "The special prize's last two digits as a number (i.e. its last digit) is odd or even.",
    selection: { kind: 'choice', options: ODD_EVEN },
    odds: singleOdds('games.lottery.odds.win', 'Win', 195),
    occurrences: (selection, result) => [(specialTail(result) % 2 === 1) === (selection === 'odd') ? 1 : 0],
    expectedOccurrences: () => [50 / 100],
  },
];
