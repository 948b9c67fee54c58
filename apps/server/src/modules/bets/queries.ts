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

/** A member's valid bets on one of the brand's days, over every category (what earns a lucky wheel's spin). */
export async function selectDayValidBet(runner: SqlRunner, memberId: bigint, day: string): Promise<bigint> {
  const [row] = await runner.query<{ valid_bet: bigint }>(
    `select coalesce(sum(valid_bet), 0)::bigint as valid_bet from member_daily_stats
     where member_id = $1 and day = $2::date`,
    [memberId, day],
  );
  return row?.valid_bet ?? 0n;
}

/**
 * A member's valid bets per brand day and category over days `from` to `to` (both included), as
 * `member_daily_stats` keeps them: each bet once, on the day it was placed, out again if rolled back. Missions
 * read their progress here.
 */
export function selectValidBetsByDay(
  runner: SqlRunner,
  memberId: bigint,
  from: string,
  to: string,
): Promise<{ day: string; category_code: string; valid_bet: bigint }[]> {
  return runner.query<{ day: string; category_code: string; valid_bet: bigint }>(
    `select day::text as day, category_code, valid_bet from member_daily_stats
     where member_id = $1 and day between $2::date and $3::date and valid_bet <> 0`,
    [memberId, from, to],
  );
}

/** How many different games a member bet on (rolled-back bets aside) since each of two moments (`week` first). */
export async function selectGamesPlayed(
  runner: SqlRunner,
  memberId: bigint,
  since: { day: string; week: string },
): Promise<{ day: number; week: number }> {
  const [row] = await runner.query<{ day: number; week: number }>(
    `select count(distinct game_code) filter (where created_at >= $2::timestamptz)::int as day,
            count(distinct game_code)::int as week
     from bets where member_id = $1 and created_at >= $3::timestamptz and status <> 'ROLLED_BACK'`,
    [memberId, since.day, since.week],
  );
  return { day: row?.day ?? 0, week: row?.week ?? 0 };
}

/**
 * Each member's valid bets over all of their days (rolled-back bets are out): a referral's progress, whose invitee
 * has bet only since registering. Members without bets are absent from the map.
 */
export async function selectValidBetTotals(
  runner: SqlRunner,
  memberIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await runner.query<{ member_id: bigint; valid_bet: bigint }>(
    `select member_id, sum(valid_bet)::bigint as valid_bet from member_daily_stats
     where member_id = any($1::bigint[]) group by member_id`,
    [memberIds.map(String)],
  );
  return new Map(rows.map((row) => [row.member_id, row.valid_bet]));
}
