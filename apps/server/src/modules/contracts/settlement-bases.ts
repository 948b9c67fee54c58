import type { SqlRunner } from '../../db/database';

/** A payee's figures for one period: the base its rate applies to, and its team's distinct active members. */
export type Base = { base: bigint; active: number };

/*
 * The figures each kind settles on, for many payees in one statement (decision 0032). Days come from the team
 * roll-up (decision 0028: a few rows per agent and day); hours and five-minute windows from the window's own bets
 * (one index range of bets_created), since keeping team rows per hour and per five minutes would multiply the
 * roll-up's writes for every bet. Team means the whole downline (scope T), the payee itself not included.
 */

/** Valid bets of the brand days, and the distinct members who bet in them (daily salary). */
export async function selectDayBases(
  runner: SqlRunner,
  payees: readonly string[],
  firstDay: string,
  lastDay: string,
): Promise<Map<bigint, Base>> {
  const rows = await runner.query<{ agent_id: bigint; base: bigint; active: number }>(
    `with p as (select unnest($1::bigint[]) as agent_id),
     bets as (select agent_id, sum(valid_bet)::bigint as base from team_daily_bets
              where agent_id = any($1::bigint[]) and scope = 'T' and day between $2::date and $3::date
              group by agent_id),
     active as (select agent_id, sum(members)::int as active from team_active_runs
                where agent_id = any($1::bigint[]) and scope = 'T' and day between $2::date and $3::date
                  and prev_day < $2::date group by agent_id)
     select p.agent_id, coalesce(bets.base, 0)::bigint as base, coalesce(active.active, 0)::int as active
     from p left join bets using (agent_id) left join active using (agent_id)`,
    [payees, firstDay, lastDay],
  );
  return new Map(rows.map((row) => [row.agent_id, { base: row.base, active: row.active }]));
}

/**
 * The house's net result from the team over brand days (dividends): valid bets minus payouts, minus the bonuses and
 * rebates the team received; and the distinct members who bet.
 */
export async function selectNetResultBases(
  runner: SqlRunner,
  payees: readonly string[],
  firstDay: string,
  lastDay: string,
): Promise<Map<bigint, Base>> {
  const rows = await runner.query<{ agent_id: bigint; base: bigint; active: number }>(
    `with p as (select unnest($1::bigint[]) as agent_id),
     bets as (select agent_id, sum(valid_bet - payout)::bigint as result from team_daily_bets
              where agent_id = any($1::bigint[]) and scope = 'T' and day between $2::date and $3::date
              group by agent_id),
     money as (select agent_id, sum(bonuses + rebates)::bigint as given from team_daily_money
               where agent_id = any($1::bigint[]) and scope = 'T' and day between $2::date and $3::date
               group by agent_id),
     active as (select agent_id, sum(members)::int as active from team_active_runs
                where agent_id = any($1::bigint[]) and scope = 'T' and day between $2::date and $3::date
                  and prev_day < $2::date group by agent_id)
     select p.agent_id, (coalesce(bets.result, 0) - coalesce(money.given, 0))::bigint as base,
            coalesce(active.active, 0)::int as active
     from p left join bets using (agent_id) left join money using (agent_id) left join active using (agent_id)`,
    [payees, firstDay, lastDay],
  );
  return new Map(rows.map((row) => [row.agent_id, { base: row.base, active: row.active }]));
}

/** Valid bets placed in [start, end) by each payee's team, and the distinct members who placed them. */
export async function selectWindowBases(
  runner: SqlRunner,
  payees: readonly string[],
  start: Date,
  end: Date,
): Promise<Map<bigint, Base>> {
  const rows = await runner.query<{ agent_id: bigint; base: bigint; active: number }>(
    `with w as (select member_id, sum(valid_bet)::bigint as valid from bets
                where created_at >= $2 and created_at < $3 and status <> 'ROLLED_BACK' group by member_id),
     team as (select t.ancestor_id as agent_id, sum(w.valid)::bigint as base, count(*)::int as active
              from w join member_tree t on t.descendant_id = w.member_id and t.depth > 0
              where t.ancestor_id = any($1::bigint[]) group by t.ancestor_id)
     select p.agent_id, coalesce(team.base, 0)::bigint as base, coalesce(team.active, 0)::int as active
     from unnest($1::bigint[]) as p(agent_id) left join team using (agent_id)`,
    [payees, start.toISOString(), end.toISOString()],
  );
  return new Map(rows.map((row) => [row.agent_id, { base: row.base, active: row.active }]));
}

/**
 * Whether the team roll-up has taken in every change of the brand days up to `lastDay`: a day settles only from
 * complete team rows (the settlement job runs the roll-up first; another node's run may still hold rows).
 */
export async function isRolledUpTo(runner: SqlRunner, lastDay: string): Promise<boolean> {
  const [row] = await runner.query<{ pending: boolean }>(
    `select exists (select 1 from member_daily_stats where dirty and day <= $1::date)
         or exists (select 1 from member_daily_money where dirty and day <= $1::date)
         or exists (select 1 from member_active_days where not counted and day <= $1::date) as pending`,
    [lastDay],
  );
  return row?.pending === false;
}
