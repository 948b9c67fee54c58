import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { SetVipLadder, VipRank } from '@playhall/contracts/vip';
import { AppError } from '../../http/app-error';
import { percentToPpm, ppmToPercent } from './rebates';
import type { VipRankRow } from './vip-queries';

const optional = (value: bigint | null) => (value === null ? null : formatAmount(value));

export function toRank(row: VipRankRow): VipRank {
  return {
    level: row.level,
    name: row.name,
    validBetThreshold: formatAmount(row.valid_bet_threshold),
    depositThreshold: formatAmount(row.deposit_threshold),
    keepValidBet: formatAmount(row.keep_valid_bet),
    upgradeBonus: formatAmount(row.upgrade_bonus),
    monthlyBonus: formatAmount(row.monthly_bonus),
    birthdayBonus: formatAmount(row.birthday_bonus),
    bonusWagering: Number(row.bonus_wagering),
    dailyWithdrawalCount: row.daily_withdrawal_count,
    dailyWithdrawalAmount: optional(row.daily_withdrawal_amount),
    rebateRates: Object.fromEntries(
      Object.entries(row.rebate_rates).map(([category, ppm]) => [category, ppmToPercent(ppm)]),
    ),
  };
}

const invalid = (message: string) => new AppError(400, ErrorCode.VIP_LADDER_INVALID, message);

/**
 * The console's ladder as rows, refused whole when it does not make a ladder: levels 0, 1, 2... in order, level 0
 * asks nothing (every member has it), each rank asks at least what the one below asks, and what keeps a rank is no
 * more than what reaches it.
 */
export function ladderRows(input: SetVipLadder): VipRankRow[] {
  const rows = input.ranks.map(
    (rank): VipRankRow => ({
      level: rank.level,
      name: rank.name.trim(),
      valid_bet_threshold: parseAmount(rank.validBetThreshold),
      deposit_threshold: parseAmount(rank.depositThreshold),
      keep_valid_bet: parseAmount(rank.keepValidBet),
      upgrade_bonus: parseAmount(rank.upgradeBonus),
      monthly_bonus: parseAmount(rank.monthlyBonus),
      birthday_bonus: parseAmount(rank.birthdayBonus),
      bonus_wagering: String(rank.bonusWagering),
      daily_withdrawal_count: rank.dailyWithdrawalCount,
      daily_withdrawal_amount:
        rank.dailyWithdrawalAmount === null ? null : parseAmount(rank.dailyWithdrawalAmount),
      rebate_rates: Object.fromEntries(
        Object.entries(rank.rebateRates).map(([category, percent]) => [
          category,
          percentToPpm(percent as string),
        ]),
      ),
    }),
  );
  rows.forEach((row, index) => {
    if (row.level !== index) throw invalid('Levels go 0, 1, 2… in order.');
    const below = rows[index - 1];
    if (!below) {
      if (row.valid_bet_threshold !== 0n || row.deposit_threshold !== 0n || row.keep_valid_bet !== 0n) {
        throw invalid('Level 0 is every member’s: it asks no bets or deposits.');
      }
      return;
    }
    if (
      row.valid_bet_threshold < below.valid_bet_threshold ||
      row.deposit_threshold < below.deposit_threshold
    ) {
      throw invalid(`Level ${row.level} must ask at least what level ${below.level} asks.`);
    }
    if (
      row.valid_bet_threshold === below.valid_bet_threshold &&
      row.deposit_threshold === below.deposit_threshold
    ) {
      throw invalid(`Level ${row.level} must ask more than level ${below.level}.`);
    }
    if (row.keep_valid_bet > row.valid_bet_threshold) {
      throw invalid(`What keeps level ${row.level} must not exceed what reaches it.`);
    }
  });
  if (new Set(rows.map((row) => row.name.toLowerCase())).size !== rows.length) {
    throw invalid('Each rank needs its own name.');
  }
  return rows;
}
