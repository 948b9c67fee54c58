import type { SqlRunner } from '../../db/database';
import { MEMBER_TYPE } from '../member/queries';
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

/**
 * The real members who hold a VIP rank now (a member without a rank row holds level 0), for an operator's message;
 * null when the brand has no such rank.
 */
export async function selectMembersAtRank(runner: SqlRunner, level: number): Promise<bigint[] | null> {
  const [rank] = await runner.query<{ level: number }>('select level from vip_ranks where level = $1', [
    level,
  ]);
  if (!rank) return null;
  const rows = await runner.query<{ id: bigint }>(
    `select m.id from members m left join vip_members v on v.member_id = m.id
     where not m.is_house and m.type <> $2 and coalesce(v.level, 0) = $1 order by m.id`,
    [level, MEMBER_TYPE.TRIAL],
  );
  return rows.map((row) => BigInt(row.id));
}
