import type { ProfitFigures, TeamProfitPage, TeamProfitQuery } from '@playhall/contracts/agent-reports';
import { isAgentType } from '@playhall/contracts/constants';
import { formatAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Database } from '../../db/database';
import { checkPeriod } from '../../http/report-period';
import { type ProfitRow, selectTeamProfit } from './profit-queries';

function figures(
  betCount: number,
  validBet: bigint,
  payout: bigint,
  bonuses: bigint,
  rebates: bigint,
): ProfitFigures {
  return {
    betCount,
    validBet: formatAmount(validBet),
    payout: formatAmount(payout),
    bonuses: formatAmount(bonuses),
    rebates: formatAmount(rebates),
    profit: formatAmount(payout + bonuses + rebates - validBet),
  };
}

const totalOf = (row: ProfitRow | undefined): ProfitFigures =>
  row
    ? figures(
        row.total_bet_count,
        row.total_valid_bet,
        row.total_payout,
        row.total_bonuses,
        row.total_rebates,
      )
    : figures(0, 0n, 0n, 0n, 0n);

/**
 * palStatementsAgentCopy, user profit and loss: each direct downline of the agent over a period, an agent's row with
 * its whole team in it, sorted by any column, with the team total on every page.
 */
export function createTeamProfit(database: Database) {
  return async function teamProfit(agentId: bigint, query: TeamProfitQuery): Promise<TeamProfitPage> {
    checkPeriod(query.startDate, query.endDate);
    const rows = await selectTeamProfit(database, {
      agentId,
      startDate: query.startDate,
      endDate: query.endDate,
      sort: query.sort,
      order: query.order,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const total = rows[0]?.total ?? 0;
    return {
      content: rows.map((row) => ({
        id: row.id.toString(),
        account: row.account,
        isAgent: isAgentType(row.type),
        teamSize: row.team_size,
        ...figures(row.bet_count, row.valid_bet, row.payout, row.bonuses, row.rebates),
      })),
      total: totalOf(rows[0]),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pageCount(total, query.pageSize),
      totalElements: total,
    };
  };
}

export type TeamProfit = ReturnType<typeof createTeamProfit>;
