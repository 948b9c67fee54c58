import { type BetRule, normaliseSelection } from './bet-rule';
import { FOUR_D_BET_RULES } from './four-d-rules';
import { findBetRule } from './game-rules';
import {
  gameOf,
  type LotteryBet,
  type LotteryBetError,
  type LotteryBetInput,
  type LotteryFamily,
  type LotteryResult,
} from './lottery-types';
import { SSC_BET_RULES } from './ssc-rules';
import { VN_BET_RULES } from './vn-rules';

/**
 * Stakes are whole currency units (multiples of 100 minor units). Odds are written in hundredths, so
 * stake × odds / 100 is then always an exact integer: no payout is ever rounded.
 */
export const LOTTERY_STAKE = { min: 100n, max: 10_000_000n, step: 100n } as const;

export type LotteryBetValidation = { ok: true; bet: LotteryBet } | { ok: false; error: LotteryBetError };

export function validateLotteryBet(family: LotteryFamily, input: LotteryBetInput): LotteryBetValidation {
  const rule = findBetRule(gameOf(family), input.betType);
  if (rule === undefined) return { ok: false, error: 'BET_TYPE' };
  const selection = normaliseSelection(rule.selection, input.selection);
  if (selection === null) return { ok: false, error: 'SELECTION' };
  const { stake } = input;
  if (stake < LOTTERY_STAKE.min || stake > LOTTERY_STAKE.max || stake % LOTTERY_STAKE.step !== 0n) {
    return { ok: false, error: 'STAKE' };
  }
  return { ok: true, bet: { family, betType: rule.betType, selection, stake } };
}

/** Total odds in hundredths a result pays this bet: Σ occurrences × odds over the bet type's prize tiers. */
function paidHundredths<Result>(rules: readonly BetRule<Result>[], bet: LotteryBet, result: Result): bigint {
  const rule = rules.find((candidate) => candidate.betType === bet.betType);
  if (rule === undefined) throw new Error(`settleLotteryBet: unknown bet type ${bet.betType}`);
  const hits = rule.occurrences(bet.selection, result);
  return rule.odds.reduce(
    (total, odds, index) => total + BigInt(hits[index] ?? 0) * BigInt(odds.oddsHundredths),
    0n,
  );
}

/**
 * What a validated bet returns for a result, in minor units (stake included; 0n for a loss). Throws when the
 * bet and result belong to different games or the bet type is unknown: both mean the caller mixed up records.
 * The bigint division would floor a stake that is not whole units, but validateLotteryBet never lets one through.
 */
export function settleLotteryBet(family: LotteryFamily, bet: LotteryBet, result: LotteryResult): bigint {
  if (bet.family !== family || gameOf(family) !== result.game) {
    throw new Error(
      `settleLotteryBet: a ${bet.family} bet cannot settle on a ${result.game} result of ${family}`,
    );
  }
  const hundredths =
    result.game === 'ssc'
      ? paidHundredths(SSC_BET_RULES, bet, result)
      : result.game === 'vn'
        ? paidHundredths(VN_BET_RULES, bet, result)
        : paidHundredths(FOUR_D_BET_RULES, bet, result);
  return (bet.stake * hundredths) / 100n;
}
