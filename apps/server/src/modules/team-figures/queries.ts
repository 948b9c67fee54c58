import type { SqlRunner } from '../../db/database';

/*
 * Reads of the team figures (decision 0028): a few rows per agent and day, whatever the size of the team. Scope
 * `D` is the direct downlines, `T` the whole downline; the agent's own figures are its member rows.
 */

export type Scope = 'D' | 'T';

export type BetSums = { bet_count: number; valid_bet: bigint; payout: bigint };
export type MoneySums = {
  registered: number;
  first_deposits: number;
  deposit_count: number;
  deposits: bigint;
  withdrawal_count: number;
  withdrawals: bigint;
  bonuses: bigint;
  rebates: bigint;
  adjustments: bigint;
  transfers_in: bigint;
  transfers_out: bigint;
};

const MONEY_SUMS = `coalesce(sum(registered), 0)::int as registered, coalesce(sum(first_deposits), 0)::int as first_deposits,
  coalesce(sum(deposit_count), 0)::int as deposit_count, coalesce(sum(deposits), 0)::bigint as deposits,
  coalesce(sum(withdrawal_count), 0)::int as withdrawal_count, coalesce(sum(withdrawals), 0)::bigint as withdrawals,
  coalesce(sum(bonuses), 0)::bigint as bonuses, coalesce(sum(rebates), 0)::bigint as rebates,
  coalesce(sum(adjustments), 0)::bigint as adjustments, coalesce(sum(transfers_in), 0)::bigint as transfers_in,
  coalesce(sum(transfers_out), 0)::bigint as transfers_out`;

const BET_SUMS = `coalesce(sum(bet_count), 0)::int as bet_count, coalesce(sum(valid_bet), 0)::bigint as valid_bet,
  coalesce(sum(payout), 0)::bigint as payout`;

/**
 * Members below the agent, direct downlines and the whole team: the registrations rolled up into its team rows
 * (every member's own row counts its registration once, migration 0018 and insertMember), so a few rows per day
 * the brand has run instead of one per member. Counting member_tree was 60-120 ms for a team of 100,000, most of
 * a top agent's overview (bench:agent). As current as the roll-up, a few seconds behind a registration.
 */
export async function selectTeamSize(
  runner: SqlRunner,
  agentId: bigint,
): Promise<{ direct: number; team: number }> {
  const [row] = await runner.query<{ direct: number; team: number }>(
    `select coalesce(sum(registered) filter (where scope = 'D'), 0)::int as direct,
            coalesce(sum(registered) filter (where scope = 'T'), 0)::int as team
     from team_daily_money where agent_id = $1 and scope in ('D', 'T')`,
    [agentId],
  );
  return { direct: row?.direct ?? 0, team: row?.team ?? 0 };
}

/** Bet sums of the period by scope. */
export function selectTeamBetSums(
  runner: SqlRunner,
  agentId: bigint,
  startDate: string,
  endDate: string,
): Promise<(BetSums & { scope: Scope })[]> {
  return runner.query(
    `select scope, ${BET_SUMS} from team_daily_bets
     where agent_id = $1 and scope in ('D', 'T') and day between $2::date and $3::date group by scope`,
    [agentId, startDate, endDate],
  );
}

/** Money sums of the period by scope. */
export function selectTeamMoneySums(
  runner: SqlRunner,
  agentId: bigint,
  startDate: string,
  endDate: string,
): Promise<(MoneySums & { scope: Scope })[]> {
  return runner.query(
    `select scope, ${MONEY_SUMS} from team_daily_money
     where agent_id = $1 and scope in ('D', 'T') and day between $2::date and $3::date group by scope`,
    [agentId, startDate, endDate],
  );
}

/** The member's own money sums of the period (an agent's income). */
export async function selectOwnMoneySums(
  runner: SqlRunner,
  memberId: bigint,
  startDate: string,
  endDate: string,
): Promise<MoneySums> {
  const [row] = await runner.query<MoneySums>(
    `select ${MONEY_SUMS} from member_daily_money where member_id = $1 and day between $2::date and $3::date`,
    [memberId, startDate, endDate],
  );
  if (!row) throw new Error('an aggregate answered no row');
  return row;
}

/**
 * Distinct active members of any period by scope, from the runs (decision 0031): the rows of the period's days whose
 * previous active day lies before the period, one per member. A few hundred rows for a team of any size.
 */
export async function selectActiveMembers(
  runner: SqlRunner,
  agentId: bigint,
  startDate: string,
  endDate: string,
): Promise<{ scope: Scope; members: number }[]> {
  return runner.query(
    `select scope, coalesce(sum(members), 0)::int as members from team_active_runs
     where agent_id = $1 and scope in ('D', 'T') and day between $2::date and $3::date and prev_day < $2::date
     group by scope`,
    [agentId, startDate, endDate],
  );
}

export type TeamDayRow = BetSums &
  Pick<MoneySums, 'registered' | 'deposits' | 'withdrawals'> & { day: string; active: number };

/** The whole team day by day (scope T), every day of the period, oldest first. */
export function selectTeamDays(
  runner: SqlRunner,
  agentId: bigint,
  startDate: string,
  endDate: string,
): Promise<TeamDayRow[]> {
  return runner.query(
    `with days as (select d::date as day from generate_series($2::date, $3::date, interval '1 day') d),
     bets as (select day, ${BET_SUMS} from team_daily_bets
              where agent_id = $1 and scope = 'T' and day between $2::date and $3::date group by day),
     money as (select day, registered, deposits, withdrawals from team_daily_money
               where agent_id = $1 and scope = 'T' and day between $2::date and $3::date),
     active as (select day, sum(members) as members from team_active_runs
                where agent_id = $1 and scope = 'T' and day between $2::date and $3::date group by day)
     select to_char(days.day, 'YYYY-MM-DD') as day,
            coalesce(bets.bet_count, 0)::int as bet_count, coalesce(bets.valid_bet, 0)::bigint as valid_bet,
            coalesce(bets.payout, 0)::bigint as payout, coalesce(money.registered, 0)::int as registered,
            coalesce(money.deposits, 0)::bigint as deposits, coalesce(money.withdrawals, 0)::bigint as withdrawals,
            coalesce(active.members, 0)::int as active
     from days left join bets using (day) left join money using (day) left join active using (day)
     order by days.day`,
    [agentId, startDate, endDate],
  );
}
