import type { SqlRunner } from '../../db/database';

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

/**
 * The balance an account had right after its entry in a transaction: what a replayed request answers, so that the
 * same request id gets the same answer however the balance moved since.
 */
export async function selectBalanceAfter(
  runner: SqlRunner,
  transactionId: bigint,
  accountCode: string,
): Promise<bigint | undefined> {
  const [row] = await runner.query<{ balance_after: bigint }>(
    `select e.balance_after from ledger_entries e join ledger_accounts a on a.id = e.account_id
     where e.transaction_id = $1 and a.code = $2`,
    [transactionId, accountCode],
  );
  return row?.balance_after;
}

export type EntryRow = {
  id: bigint;
  kind: string;
  vendor_code: string | null;
  amount: bigint;
  balance_after: bigint;
  reference: string | null;
  memo: Record<string, unknown> | null;
  created_at: Date;
};

/** A member's latest 50 entries across all of its wallets, newest first (the operator console's member page). */
export function selectRecentEntries(runner: SqlRunner, memberId: bigint): Promise<EntryRow[]> {
  return runner.query<EntryRow>(
    `select e.id, t.kind, a.vendor_code, e.amount, e.balance_after, t.reference, t.memo, e.created_at
     from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
     where a.member_id = $1 order by e.id desc limit 50`,
    [memberId],
  );
}

export type WinRow = {
  member_id: bigint;
  amount: bigint;
  memo: { gameCode?: string; vendor?: string } | null;
  created_at: Date;
};

/**
 * The latest 500 WIN postings to players' and agents' wallets that are real wins, newest first (the lobby's winner
 * board). A bet's stake (BET) and its payouts (WIN) share the reference `bet:<vendor>:<tx>`: a win is real when
 * they add up to more than nothing on the wallet, so a return below the stake (10 staked, 4 back) is left out.
 */
export function selectRecentWins(runner: SqlRunner): Promise<WinRow[]> {
  return runner.query<WinRow>(
    `select a.member_id, e.amount, t.memo, t.created_at
     from ledger_transactions t
     join ledger_entries e on e.transaction_id = t.id and e.amount > 0
     join ledger_accounts a on a.id = e.account_id and a.kind in ('PLAYER', 'AGENT')
     where t.kind = 'WIN'
       and (select coalesce(sum(r.amount), 0) from ledger_transactions rt
            join ledger_entries r on r.transaction_id = rt.id and r.account_id = e.account_id
            where rt.reference = t.reference and rt.kind in ('BET', 'WIN')) > 0
     order by t.id desc limit 500`,
  );
}
