import type { IncomeQuery, MovementPage, TeamMovementsQuery } from '@playhall/contracts/agent-reports';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import { INCOME_TYPES, TEAM_MOVEMENT_TYPES } from '@playhall/contracts/record-types';
import type { Brand } from '@playhall/contracts/system';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { checkPeriod } from '../../http/report-period';
import { selectMemberByAccount } from '../member/queries';
import { requireInTeam } from '../member/team-scope';
import { type MovementFilter, type MovementRow, selectMovements, sumMovements } from './movement-queries';

type Page = { pageNo: number; pageSize: number };

/** The other member of a transfer, from the posting's memo (who sent to whom). */
function counterparty(row: MovementRow): string | null {
  const { from, to } = row.memo ?? {};
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  return from === row.account ? to : from;
}

/**
 * Team transactions (agentDownlineTransactionDetailsCopy) and my income (agentRevenueReport): main-wallet movements
 * over brand days, newest first, with totals per type over the whole filter.
 */
export function createTeamMovements({
  database,
  brand,
}: {
  database: Database;
  brand: () => Promise<Brand>;
}) {
  async function page(filter: Omit<MovementFilter, 'timeZone'>, query: Page): Promise<MovementPage> {
    checkPeriod(filter.startDate, filter.endDate);
    const full = { ...filter, timeZone: (await brand()).timeZone };
    const [rows, totals] = await Promise.all([
      selectMovements(database, full, query.pageSize, (query.pageNo - 1) * query.pageSize),
      sumMovements(database, full),
    ]);
    const total = totals.reduce((sum, row) => sum + row.count, 0);
    return {
      content: rows.map((row) => ({
        id: row.entry_id.toString(),
        account: row.account,
        type: row.kind,
        amount: formatAmount(row.amount),
        balanceAfter: formatAmount(row.balance_after),
        counterparty: counterparty(row),
        at: new Date(row.created_at).toISOString(),
      })),
      totals: totals.map((row) => ({ type: row.kind, count: row.count, amount: formatAmount(row.amount) })),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pageCount(total, query.pageSize),
      totalElements: total,
    };
  }

  async function memberOf(agentId: bigint, account: string | undefined): Promise<bigint | null> {
    if (account === undefined) return null;
    const member = await selectMemberByAccount(database.db, account);
    if (!member) throw new AppError(404, ErrorCode.NOT_IN_TEAM, 'No such member in your team.');
    await requireInTeam(database, agentId, member.id);
    return member.id;
  }

  return {
    team: async (agentId: bigint, query: TeamMovementsQuery) =>
      page(
        {
          agentId,
          scope: 'team',
          startDate: query.startDate,
          endDate: query.endDate,
          memberId: await memberOf(agentId, query.account),
          types: query.type ? [query.type] : TEAM_MOVEMENT_TYPES,
        },
        query,
      ),
    income: (agentId: bigint, query: IncomeQuery) =>
      page(
        {
          agentId,
          scope: 'self',
          startDate: query.startDate,
          endDate: query.endDate,
          memberId: null,
          types: query.type ? [query.type] : INCOME_TYPES,
        },
        query,
      ),
  };
}

export type TeamMovements = ReturnType<typeof createTeamMovements>;
