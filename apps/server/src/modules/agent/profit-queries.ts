import type { ProfitSort } from '@playhall/contracts/agent-reports';
import type { SqlRunner } from '../../db/database';
import { orderByParameter } from './sql-sort';

export type ProfitRow = {
  id: bigint;
  account: string;
  type: number;
  team_size: number;
  bet_count: number;
  valid_bet: bigint;
  payout: bigint;
  bonuses: bigint;
  rebates: bigint;
  total: number;
  total_bet_count: number;
  total_valid_bet: bigint;
  total_payout: bigint;
  total_bonuses: bigint;
  total_rebates: bigint;
};

const SORT_EXPRESSIONS: Record<ProfitSort, string> = {
  account: 'lower(account)',
  betCount: 'bet_count',
  validBet: 'valid_bet',
  payout: 'payout',
  bonuses: 'bonuses',
  rebates: 'rebates',
  profit: 'payout + bonuses + rebates - valid_bet',
};
const ORDER_BY = orderByParameter(SORT_EXPRESSIONS, '$4', '$5');

/**
 * Each direct downline of the agent over [start, end]: its own rolled-up figures plus its team's (decision 0028:
 * the same roll-up moment on both sides), with the sums over every downline for the total row.
 */
export function selectTeamProfit(
  runner: SqlRunner,
  input: {
    agentId: bigint;
    startDate: string;
    endDate: string;
    sort: ProfitSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<ProfitRow[]> {
  return runner.query<ProfitRow>(
    `with direct as (
       -- By upline (an index): the closure table would read the whole team's rows to find the first level.
       select id from members where upline_id = $1
     ), own_bets as (
       select s.member_id as id, sum(s.rolled_bet_count) as bet_count, sum(s.rolled_valid_bet) as valid_bet,
              sum(s.rolled_payout) as payout
       from member_daily_stats s join direct d on d.id = s.member_id
       where s.day between $2::date and $3::date group by s.member_id
     ), team_bets as (
       select t.agent_id as id, sum(t.bet_count) as bet_count, sum(t.valid_bet) as valid_bet, sum(t.payout) as payout
       from team_daily_bets t join direct d on d.id = t.agent_id
       where t.scope = 'T' and t.day between $2::date and $3::date group by t.agent_id
     ), own_money as (
       select s.member_id as id, sum(s.rolled_bonuses) as bonuses, sum(s.rolled_rebates) as rebates
       from member_daily_money s join direct d on d.id = s.member_id
       where s.day between $2::date and $3::date group by s.member_id
     ), team_money as (
       select t.agent_id as id, sum(t.bonuses) as bonuses, sum(t.rebates) as rebates
       from team_daily_money t join direct d on d.id = t.agent_id
       where t.scope = 'T' and t.day between $2::date and $3::date group by t.agent_id
     ), listed as (
       select m.id, m.account, m.type,
              coalesce((select sum(r.registered) from team_daily_money r where r.agent_id = m.id and r.scope = 'T'),
                       0)::int as team_size,
              (coalesce(ob.bet_count, 0) + coalesce(tb.bet_count, 0))::int as bet_count,
              (coalesce(ob.valid_bet, 0) + coalesce(tb.valid_bet, 0))::bigint as valid_bet,
              (coalesce(ob.payout, 0) + coalesce(tb.payout, 0))::bigint as payout,
              (coalesce(om.bonuses, 0) + coalesce(tm.bonuses, 0))::bigint as bonuses,
              (coalesce(om.rebates, 0) + coalesce(tm.rebates, 0))::bigint as rebates
       from direct d join members m on m.id = d.id
       left join own_bets ob on ob.id = d.id left join team_bets tb on tb.id = d.id
       left join own_money om on om.id = d.id left join team_money tm on tm.id = d.id
     )
     select *, count(*) over ()::int as total,
            (sum(bet_count) over ())::int as total_bet_count, (sum(valid_bet) over ())::bigint as total_valid_bet,
            (sum(payout) over ())::bigint as total_payout, (sum(bonuses) over ())::bigint as total_bonuses,
            (sum(rebates) over ())::bigint as total_rebates
     from listed
     order by ${ORDER_BY}, id desc
     limit $6 offset $7`,
    [input.agentId, input.startDate, input.endDate, input.sort, input.order, input.limit, input.offset],
  );
}
