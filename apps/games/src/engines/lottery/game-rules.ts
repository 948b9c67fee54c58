import type { BetRule } from './bet-rule';
import { FOUR_D_BET_RULES } from './four-d-rules';
import type { FourDResult, LotteryGame, SscResult, VnResult } from './lottery-types';
import { SSC_BET_RULES } from './ssc-rules';
import { VN_BET_RULES } from './vn-rules';

/** A bet rule of any game, for code that only reads its description and odds. */
export type AnyBetRule = BetRule<SscResult> | BetRule<VnResult> | BetRule<FourDResult>;

export function betRulesOf(game: LotteryGame): readonly AnyBetRule[] {
  switch (game) {
    case 'ssc':
      return SSC_BET_RULES;
    case 'vn':
      return VN_BET_RULES;
    case '4d':
      return FOUR_D_BET_RULES;
  }
}

export function findBetRule(game: LotteryGame, betType: string): AnyBetRule | undefined {
  return betRulesOf(game).find((rule) => rule.betType === betType);
}

/** Σ expected occurrences × odds: the exact return per unit staked on this selection. */
export function expectedReturn(rule: AnyBetRule, selection: string): number {
  const expected = rule.expectedOccurrences(selection);
  const rtp =
    rule.odds.reduce((sum, odds, index) => sum + (expected[index] ?? 0) * odds.oddsHundredths, 0) / 100;
  // The figures are exact fractions (e.g. 93/100); rounding to 12 places drops only floating-point residue.
  return Math.round(rtp * 1e12) / 1e12;
}

/**
 * The exact RTP of a bet type: the lowest over its selections. Digit selections all return the same by symmetry
 * (every number is equally likely), so the example stands for them; each named choice is computed.
 */
export function betTypeRtp(rule: AnyBetRule): number {
  const spec = rule.selection;
  if (spec.kind === 'choice')
    return Math.min(...spec.options.map((option) => expectedReturn(rule, option.value)));
  return expectedReturn(rule, spec.example);
}
