import { formatAmount } from '@playhall/contracts/money';
import type { SqlRunner } from '../../db/database';
import { selectSettledValidBets } from '../bets/queries';
import { mainWalletAvailable } from '../ledger/balances';
import { type OutstandingWagering, outstandingWagering } from '../rewards/wagering';
import type { CashierSettings } from './settings';

export type WithdrawalUsage = {
  todayCount: number;
  todayAmount: bigint;
  turnoverRequired: bigint;
  turnoverAchieved: bigint;
  available: bigint;
  bonusWagering: OutstandingWagering;
};

/**
 * What limits a withdrawal: today's withdrawals (in the brand's time zone, refused ones not counted) and the last
 * credited deposit in one query, then the turnover since that deposit from the bets (valid bets must reach deposit
 * × the configured multiple) and the available balance from the ledger.
 */
export async function withdrawalUsage(
  runner: SqlRunner,
  memberId: bigint,
  settings: CashierSettings,
  timeZone: string,
): Promise<WithdrawalUsage> {
  const [row] = await runner.query<{
    today_count: bigint;
    today_amount: bigint | null;
    last_deposit: bigint | null;
    last_deposit_at: string | null;
  }>(
    `with day as (select date_trunc('day', now() at time zone $2) at time zone $2 as start),
          last_deposit as (select amount, resolved_at from deposits
                           where member_id = $1 and status = 'CREDITED' order by resolved_at desc limit 1)
     select
       (select count(*) from withdrawals, day where member_id = $1 and created_at >= day.start
          and status not in ('REJECTED', 'REFUNDED')) as today_count,
       (select sum(amount)::bigint from withdrawals, day where member_id = $1 and created_at >= day.start
          and status not in ('REJECTED', 'REFUNDED')) as today_amount,
       (select amount from last_deposit) as last_deposit,
       (select resolved_at::text from last_deposit) as last_deposit_at`,
    [memberId, timeZone],
  );
  const turnover = await selectSettledValidBets(runner, memberId, row?.last_deposit_at ?? null);
  const available = await mainWalletAvailable(runner, memberId);
  const bonusWagering = await outstandingWagering(runner, memberId);
  const required = ((row?.last_deposit ?? 0n) * BigInt(settings.turnoverMultiplePercent)) / 100n;
  return {
    todayCount: Number(row?.today_count ?? 0n),
    todayAmount: row?.today_amount ?? 0n,
    turnoverRequired: required,
    turnoverAchieved: turnover,
    available: available ?? 0n,
    bonusWagering,
  };
}

export function describeRules(
  settings: CashierSettings,
  usage: WithdrawalUsage,
  hasPaymentPassword: boolean,
) {
  return {
    minAmount: formatAmount(settings.minWithdrawal),
    maxAmount: formatAmount(settings.maxWithdrawal),
    dailyCount: settings.dailyWithdrawalCount,
    dailyAmount: formatAmount(settings.dailyWithdrawalAmount),
    usedToday: { count: usage.todayCount, amount: formatAmount(usage.todayAmount) },
    turnover: {
      required: formatAmount(usage.turnoverRequired),
      achieved: formatAmount(usage.turnoverAchieved),
      met: usage.turnoverAchieved >= usage.turnoverRequired,
    },
    bonusWagering: {
      active: usage.bonusWagering.active,
      required: formatAmount(usage.bonusWagering.required),
      achieved: formatAmount(usage.bonusWagering.wagered),
      met: usage.bonusWagering.active === 0,
    },
    hasPaymentPassword,
    available: formatAmount(usage.available),
  };
}
