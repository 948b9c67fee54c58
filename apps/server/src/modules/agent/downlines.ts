import type { DownlinePage, DownlineQuery } from '@playhall/contracts/agent-reports';
import { isAgentType } from '@playhall/contracts/constants';
import { formatAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Database } from '../../db/database';
import { requireInTeam } from '../member/team-scope';
import { selectChain, selectDownlines } from './downline-queries';

/**
 * downlineManagmentView: a page of the agent's team, one level at a time (drill down by `parentId`, any member of the
 * team) or searched by account, with the chain from the agent down to the parent for the breadcrumb.
 */
export function createDownlines(database: Database) {
  return async function downlines(agentId: bigint, query: DownlineQuery): Promise<DownlinePage> {
    const parentId = query.parentId === undefined ? agentId : BigInt(query.parentId);
    if (parentId !== agentId) await requireInTeam(database, agentId, parentId);
    const [rows, chain] = await Promise.all([
      selectDownlines(database, {
        agentId,
        parentId,
        search: query.search ?? null,
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }),
      selectChain(database, agentId, parentId),
    ]);
    const total = rows[0]?.total ?? 0;
    return {
      chain: chain.map((link) => ({ id: link.id.toString(), account: link.account })),
      content: rows.map((row) => ({
        id: row.id.toString(),
        account: row.account,
        type: row.type,
        isAgent: isAgentType(row.type),
        level: row.level,
        balance: formatAmount(row.balance),
        teamSize: row.team_size,
        lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
        registeredAt: new Date(row.created_at).toISOString(),
        status: row.status,
      })),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pageCount(total, query.pageSize),
      totalElements: total,
    };
  };
}

export type Downlines = ReturnType<typeof createDownlines>;
