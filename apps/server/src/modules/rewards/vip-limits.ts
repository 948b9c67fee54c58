import type { SqlRunner } from '../../db/database';
import { selectMemberRankBenefits } from './vip-queries';

type DailyLimits = { dailyWithdrawalCount: number; dailyWithdrawalAmount: bigint };

/**
 * The cashier's withdrawal policy for a member, with the daily limits of the member's VIP rank where the rank sets
 * its own (a rank without them keeps the cashier's). Public: the cashier reads it for the rules and the request.
 */
export async function withVipLimits<Policy extends DailyLimits>(
  runner: SqlRunner,
  memberId: bigint,
  policy: Policy,
): Promise<Policy> {
  const rank = await selectMemberRankBenefits(runner, memberId);
  return {
    ...policy,
    dailyWithdrawalCount: rank?.daily_withdrawal_count ?? policy.dailyWithdrawalCount,
    dailyWithdrawalAmount: rank?.daily_withdrawal_amount ?? policy.dailyWithdrawalAmount,
  };
}

/** The manual rebate rates of the member's rank (parts per million per category), over the base rates. */
export async function withVipRebateRates(
  runner: SqlRunner,
  memberId: bigint,
  base: Map<string, number>,
): Promise<Map<string, number>> {
  const rank = await selectMemberRankBenefits(runner, memberId);
  return new Map([...base, ...Object.entries(rank?.rebate_rates ?? {})]);
}
