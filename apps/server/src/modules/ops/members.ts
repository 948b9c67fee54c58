import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';

/** Member lookup and the audit log for operators (adjustments: adjustments.ts). */
export function createOpsMembers({ database }: { database: Database }) {
  async function search(query: string) {
    const rows = await database.query<{
      id: bigint;
      account: string;
      type: number;
      status: string;
      real_name: string | null;
      balance: bigint | null;
      held: bigint | null;
      created_at: Date;
    }>(
      `select m.id, m.account, m.type, m.status, m.real_name, a.balance, a.held, m.created_at
       from members m left join ledger_accounts a on a.code = 'MAIN:' || m.id
       where not m.is_house and ($1 = '' or m.account ilike '%' || $1 || '%' or m.id::text = $1)
       order by m.id desc limit 50`,
      [query.trim()],
    );
    return rows.map((row) => ({
      id: row.id.toString(),
      account: row.account,
      type: row.type,
      status: row.status,
      realName: row.real_name,
      balance: formatAmount(row.balance ?? 0n),
      held: formatAmount(row.held ?? 0n),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async function detail(id: string) {
    const [member] = await database.query<{
      id: bigint;
      account: string;
      type: number;
      status: string;
      real_name: string | null;
      upline: string | null;
    }>(
      `select m.id, m.account, m.type, m.status, m.real_name, u.account as upline
       from members m left join members u on u.id = m.upline_id where m.id = $1 and not m.is_house`,
      [id],
    );
    if (!member) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such member.');
    const wallets = await database.query<{
      code: string;
      vendor_code: string | null;
      balance: bigint;
      held: bigint;
    }>(
      'select code, vendor_code, balance, held from ledger_accounts where member_id = $1 order by vendor_code nulls first',
      [member.id],
    );
    const ledger = await database.query<{
      id: bigint;
      kind: string;
      vendor_code: string | null;
      amount: bigint;
      balance_after: bigint;
      reference: string | null;
      memo: Record<string, unknown> | null;
      created_at: Date;
    }>(
      `select e.id, t.kind, a.vendor_code, e.amount, e.balance_after, t.reference, t.memo, e.created_at
       from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
       where a.member_id = $1 order by e.id desc limit 50`,
      [member.id],
    );
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
      totalPages: Math.ceil(Number(rows[0]?.total ?? 0n) / pageSize),
    };
  }

  return { search, detail, audit };
}

export type OpsMembers = ReturnType<typeof createOpsMembers>;
