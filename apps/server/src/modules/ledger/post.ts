import { createHash } from 'node:crypto';
import type { SqlRunner } from '../../db/database';
import { toLedgerError } from './ledger-error';

/** An account by id, or by code (resolved in the same round trip; a code naming no account is PH006). */
export type Entry = { accountId: bigint; amount: bigint } | { accountCode: string; amount: bigint };

export type Posting = {
  /** Unique in the database: the same key with the same request answers the first posting again. */
  key: string;
  kind: string;
  currency: string;
  entries: Entry[];
  reference?: string | null;
  memo?: Record<string, unknown> | null;
  /** An open hold this posting consumes (a withdrawal paid out). */
  holdReference?: string | null;
};

export type Posted = {
  transactionId: bigint;
  replayed: boolean;
  /** Each entry's account after the posting (its current state on a replay), in entry order. */
  accounts: { balance: bigint; held: bigint }[];
};

function accountKey(entry: Entry): string {
  return 'accountId' in entry ? entry.accountId.toString() : entry.accountCode;
}

/** What makes two requests "the same": everything that moves money, not the memo. */
function requestHash(posting: Posting): string {
  const canonical = JSON.stringify([
    posting.kind,
    posting.currency,
    posting.entries.map((entry) => [accountKey(entry), entry.amount.toString()]),
    posting.holdReference ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The one function through which money moves (ARCHITECTURE.md §4): one call of `ledger_post`, one round trip,
 * inside the caller's transaction when it passes one. Refusals come back as API errors (INSUFFICIENT_FUNDS...).
 */
export async function post(runner: SqlRunner, posting: Posting): Promise<Posted> {
  try {
    const [row] = await runner.query<{
      transaction_id: bigint;
      replayed: boolean;
      balances: (bigint | string)[];
      helds: (bigint | string)[];
    }>(
      `select transaction_id, replayed, balances, helds from ledger_post($1, $2, $3, $4,
         array(select coalesce(u.id, a.id) from unnest($5::bigint[], $10::text[]) with ordinality as u(id, code, n)
               left join ledger_accounts a on a.code = u.code order by u.n),
         $6::bigint[], $7, $8::jsonb, $9)`,
      [
        posting.key,
        requestHash(posting),
        posting.kind,
        posting.currency,
        posting.entries.map((entry) => ('accountId' in entry ? entry.accountId.toString() : null)),
        posting.entries.map((entry) => entry.amount.toString()),
        posting.reference ?? null,
        posting.memo ? JSON.stringify(posting.memo) : null,
        posting.holdReference ?? null,
        posting.entries.map((entry) => ('accountCode' in entry ? entry.accountCode : null)),
      ],
    );
    if (!row) throw new Error('ledger_post answered nothing');
    return {
      transactionId: row.transaction_id,
      replayed: row.replayed,
      accounts: row.balances.map((balance, index) => ({
        balance: BigInt(balance),
        held: BigInt(row.helds[index] ?? 0),
      })),
    };
  } catch (error) {
    return toLedgerError(error);
  }
}

/** Sets money aside (a withdrawal): PH001 (INSUFFICIENT_FUNDS) when balance - held does not cover it. */
export async function hold(
  runner: SqlRunner,
  accountId: bigint,
  amount: bigint,
  reference: string,
): Promise<bigint> {
  try {
    const [row] = await runner.query<{ id: bigint }>('select ledger_hold($1, $2, $3) as id', [
      accountId.toString(),
      amount.toString(),
      reference,
    ]);
    if (!row) throw new Error('ledger_hold answered nothing');
    return row.id;
  } catch (error) {
    return toLedgerError(error);
  }
}

/** Returns held money; false when the hold was already released or posted. */
export async function release(runner: SqlRunner, reference: string): Promise<boolean> {
  const [row] = await runner.query<{ released: boolean }>('select ledger_release($1) as released', [
    reference,
  ]);
  return row?.released === true;
}
