import type { SqlRunner } from '../../db/database';

export type WalletRow = { code: string; vendor_code: string | null; balance: bigint; held: bigint };

export function selectMemberWallets(runner: SqlRunner, memberId: bigint): Promise<WalletRow[]> {
  return runner.query<WalletRow>(
    `select code, vendor_code, balance, held from ledger_accounts where member_id = $1 order by vendor_code nulls first`,
    [memberId],
  );
}

export type StatementRow = {
  entry_id: bigint;
  kind: string;
  vendor_code: string | null;
  amount: bigint;
  balance_after: bigint;
  reference: string | null;
  created_at: Date;
};

export type StatementFilter = {
  memberId: bigint;
  kinds: readonly string[] | null;
  wallet: string | null;
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
};

/** The member's ledger entries, newest first, with the total for paging; one round trip. */
export async function selectStatement(
  runner: SqlRunner,
  filter: StatementFilter,
): Promise<{ rows: StatementRow[]; total: number }> {
  const rows = await runner.query<StatementRow & { total: bigint }>(
    `select e.id as entry_id, t.kind, a.vendor_code, e.amount, e.balance_after, t.reference, e.created_at,
            count(*) over () as total
     from ledger_entries e
     join ledger_accounts a on a.id = e.account_id
     join ledger_transactions t on t.id = e.transaction_id
     where a.member_id = $1
       and ($2::text[] is null or t.kind = any($2::text[]))
       and ($3::text is null or ($3 = 'MAIN' and a.vendor_code is null) or a.vendor_code = $3)
       and ($4::timestamptz is null or e.created_at >= $4)
       and ($5::timestamptz is null or e.created_at < $5)
     order by e.id desc
     limit $6 offset $7`,
    [
      filter.memberId,
      filter.kinds,
      filter.wallet,
      filter.from?.toISOString() ?? null,
      filter.to?.toISOString() ?? null,
      filter.limit,
      filter.offset,
    ],
  );
  return { rows, total: Number(rows[0]?.total ?? 0n) };
}
