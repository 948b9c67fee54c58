import type { BetStatus } from '@playhall/contracts/bets';
import type { SqlRunner } from '../../db/database';
import type { BetRow } from '../bets/bet-record';

export type TeamBetFilter = {
  agentId: bigint;
  /** Brand days, both included, and the brand's zone that makes them times. */
  startDate: string;
  endDate: string;
  timeZone: string;
  memberId: bigint | null;
  category: string | null;
  vendor: string | null;
  status: BetStatus | null;
};

export type Totals = { bet_count: number; valid_bet: bigint; payout: bigint };

/*
 * The team's bets straight from the bets table (the bets module's; the agent centre reads it through the team's rows
 * of member_tree, S8). Without a status filter a rolled-back bet is left out, so that the list, its count and the
 * daily figures agree.
 */
const WHERE = `b.created_at >= ($2::date::timestamp at time zone $3::text)
    and b.created_at < (($4::date + 1)::timestamp at time zone $3::text)
    and ($5::bigint is null or b.member_id = $5)
    and ($6::text is null or b.category_code = $6) and ($7::text is null or b.vendor_code = $7)
    and (case when $8::text is null then b.status <> 'ROLLED_BACK' else b.status = $8 end)`;

const TEAM = 'join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = $1 and t.depth > 0';

const params = (filter: TeamBetFilter) => [
  filter.agentId,
  filter.startDate,
  filter.timeZone,
  filter.endDate,
  filter.memberId,
  filter.category,
  filter.vendor,
  filter.status,
];

/** A page of the filter's bets, newest first, with each bet's account. */
export function selectTeamBets(
  runner: SqlRunner,
  filter: TeamBetFilter,
  limit: number,
  offset: number,
): Promise<(BetRow & { account: string })[]> {
  return runner.query(
    `select b.id, m.account, b.vendor_code, b.game_code, b.category_code, b.round_id, b.stake, b.valid_bet, b.payout,
            b.status, b.created_at, b.settled_at
     from bets b ${TEAM} join members m on m.id = b.member_id
     where ${WHERE}
     order by b.created_at desc, b.id desc limit $9 offset $10`,
    [...params(filter), limit, offset],
  );
}

/** The filter's totals counted from the bets themselves (a vendor, a status or one member asked for). */
export async function countTeamBets(runner: SqlRunner, filter: TeamBetFilter): Promise<Totals> {
  const [row] = await runner.query<Totals>(
    `select count(*)::int as bet_count,
            coalesce(sum(b.valid_bet) filter (where b.status <> 'ROLLED_BACK'), 0)::bigint as valid_bet,
            coalesce(sum(b.payout) filter (where b.status <> 'ROLLED_BACK'), 0)::bigint as payout
     from bets b ${TEAM} where ${WHERE}`,
    params(filter),
  );
  return row ?? { bet_count: 0, valid_bet: 0n, payout: 0n };
}

/** The whole team's totals from its daily rows (decision 0028): a few rows, however many bets. */
export async function sumTeamDailyBets(
  runner: SqlRunner,
  agentId: bigint,
  startDate: string,
  endDate: string,
  category: string | null,
): Promise<Totals> {
  const [row] = await runner.query<Totals>(
    `select coalesce(sum(bet_count), 0)::int as bet_count, coalesce(sum(valid_bet), 0)::bigint as valid_bet,
            coalesce(sum(payout), 0)::bigint as payout
     from team_daily_bets
     where agent_id = $1 and scope = 'T' and day between $2::date and $3::date
       and ($4::text is null or category_code = $4)`,
    [agentId, startDate, endDate, category],
  );
  return row ?? { bet_count: 0, valid_bet: 0n, payout: 0n };
}
