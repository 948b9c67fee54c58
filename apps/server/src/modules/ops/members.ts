import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { mainWalletBalances, selectMemberWallets } from '../ledger/balances';
import { selectRecentEntries } from '../ledger/statements';
import { searchMembers, selectMemberWithUpline } from '../member/queries';

/** Member lookup and the audit log for operators (adjustments: adjustments.ts). */
export function createOpsMembers({ database }: { database: Database }) {
  async function search(query: string) {
    const rows = await searchMembers(database, query.trim());
    const wallets = await mainWalletBalances(
      database,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id.toString(),
      account: row.account,
      type: row.type,
      status: row.status,
      realName: row.real_name,
      balance: formatAmount(wallets.get(row.id)?.balance ?? 0n),
      held: formatAmount(wallets.get(row.id)?.held ?? 0n),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async function detail(id: string) {
    const member = await selectMemberWithUpline(database, id);
    if (!member) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such member.');
    const wallets = await selectMemberWallets(database, member.id);
    const ledger = await selectRecentEntries(database, member.id);
    return {
      id: member.id.toString(),
      account: member.account,
      type: member.type,
      status: member.status,
      realName: member.real_name,
      upline: member.upline,
      wallets: wallets.map((wallet) => ({
        wallet: wallet.vendor_code ?? 'MAIN',
        balance: formatAmount(wallet.balance),
        held: formatAmount(wallet.held),
      })),
      ledger: ledger.map((entry) => ({
        id: entry.id.toString(),
        type: entry.kind,
        wallet: entry.vendor_code ?? 'MAIN',
        amount: formatAmount(entry.amount),
        balanceAfter: formatAmount(entry.balance_after),
        reference: entry.reference,
        reason: typeof entry.memo?.reason === 'string' ? entry.memo.reason : null,
        createdAt: new Date(entry.created_at).toISOString(),
      })),
    };
  }

  async function audit(pageNo: number, pageSize: number) {
    const rows = await database.query<{
      id: bigint;
      username: string | null;
      action: string;
      target_type: string;
      target_id: string;
      detail: Record<string, unknown>;
      created_at: Date;
      total: bigint;
    }>(
      `select l.id, o.username, l.action, l.target_type, l.target_id, l.detail, l.created_at, count(*) over () as total
       from audit_log l left join operators o on o.id = l.operator_id order by l.id desc limit $1 offset $2`,
      [pageSize, (pageNo - 1) * pageSize],
    );
    return {
      content: rows.map((row) => ({
        id: row.id.toString(),
        operator: row.username,
        action: row.action,
        target: `${row.target_type}:${row.target_id}`,
        detail: row.detail,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      totalPages: pageCount(rows[0]?.total ?? 0n, pageSize),
    };
  }

  return { search, detail, audit };
}

export type OpsMembers = ReturnType<typeof createOpsMembers>;
