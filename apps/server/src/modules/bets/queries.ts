import type { SqlRunner } from '../../db/database';

/**
 * Reads of the bets table that other modules need. Bets are written by the provider's SQL functions in the same
 * statement as the money (migrations 0010-0014); the bets module owns the table and reads it.
 */

export type VendorBet = {
  tx_id: string;
  member_id: bigint;
  round_id: string;
  stake: bigint;
  payout: bigint;
  status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
  created_at: Date | string;
};

/** A vendor's bets placed in [from, to): the wallet's side of a reconciliation. */
export function selectVendorBets(
  runner: SqlRunner,
  vendor: string,
  from: Date,
  to: Date,
): Promise<VendorBet[]> {
  return runner.query<VendorBet>(
    `select tx_id, member_id, round_id, stake, payout, status, created_at from bets
      where vendor_code = $1 and created_at >= $2 and created_at < $3`,
    [vendor, from.toISOString(), to.toISOString()],
  );
}

/**
 * The valid bets a member settled since a moment (all of them when null): a withdrawal's turnover. The moment is
 * a timestamptz as PostgreSQL prints it, so that its microseconds survive (a JavaScript Date keeps milliseconds).
 */
export async function selectSettledValidBets(
  runner: SqlRunner,
  memberId: bigint,
  since: string | null,
): Promise<bigint> {
  const [row] = await runner.query<{ turnover: bigint | null }>(
    `select sum(valid_bet)::bigint as turnover from bets
      where member_id = $1 and status = 'SETTLED' and created_at >= coalesce($2::timestamptz, '-infinity')`,
    [memberId, since],
  );
  return row?.turnover ?? 0n;
}

/**
 * A member's net loss on one of the brand's days, over every category: stakes less payouts of the day's bets (a
 * rolled-back bet is out of both); zero or less is no loss. Cash back reads it for the day before.
 */
export async function selectDayNetLoss(runner: SqlRunner, memberId: bigint, day: string): Promise<bigint> {
  const [row] = await runner.query<{ loss: bigint }>(
    `select coalesce(sum(stake - payout), 0)::bigint as loss from member_daily_stats
     where member_id = $1 and day = $2::date`,
    [memberId, day],
  );
  return row?.loss ?? 0n;
}
