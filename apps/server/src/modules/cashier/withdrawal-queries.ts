import type { Withdrawal } from '@playhall/contracts/cashier';
import type { SqlRunner } from '../../db/database';

export type WithdrawalRow = {
  id: bigint;
  member_id: bigint;
  amount: bigint;
  status: Withdrawal['status'];
  reviewed_by: bigint | null;
  received_amount: bigint;
  confirmation: Withdrawal['confirmation'];
  confirm_due_at: Date | null;
  reject_reason: string | null;
  created_at: Date;
  bank_name?: string;
  account_number?: string;
};

/** A withdrawal with its bank account's name and number; only the member's own when a member is named. */
export async function selectWithdrawal(
  runner: SqlRunner,
  id: bigint,
  memberId: bigint | null,
): Promise<WithdrawalRow | undefined> {
  const [row] = await runner.query<WithdrawalRow>(
    `select w.*, b.bank_name, b.account_number from withdrawals w join bank_accounts b on b.id = w.bank_account_id
     where w.id = $1 and ($2::bigint is null or w.member_id = $2)`,
    [id, memberId],
  );
  return row;
}

/** One page of a member's withdrawals, newest first, each with the total count of them. */
export function selectMemberWithdrawals(
  runner: SqlRunner,
  memberId: bigint,
  pageNo: number,
  pageSize: number,
): Promise<(WithdrawalRow & { total: bigint })[]> {
  return runner.query<WithdrawalRow & { total: bigint }>(
    `select w.*, b.bank_name, b.account_number, count(*) over () as total
     from withdrawals w join bank_accounts b on b.id = w.bank_account_id
     where w.member_id = $1 order by w.id desc limit $2 offset $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
}

/** The file names of a withdrawal's receipt proofs, in upload order. */
export async function selectProofFileNames(runner: SqlRunner, id: bigint): Promise<string[]> {
  const rows = await runner.query<{ file_name: string }>(
    'select file_name from withdrawal_proofs where withdrawal_id = $1 order by id',
    [id],
  );
  return rows.map((row) => row.file_name);
}

/** The withdrawal a member's request id already made, if any. */
export async function selectByRequestId(
  runner: SqlRunner,
  memberId: bigint,
  requestId: string,
): Promise<{ id: bigint; amount: bigint } | undefined> {
  const [row] = await runner.query<{ id: bigint; amount: bigint }>(
    'select id, amount from withdrawals where member_id = $1 and client_request_id = $2',
    [memberId, requestId],
  );
  return row;
}

/** One withdrawal request at a time per member, until the transaction ends. */
export async function lockMemberWithdrawals(tx: SqlRunner, memberId: bigint): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`withdrawal:${memberId}`]);
}

/** The member's bank account, if it is theirs and still active. */
export async function selectActiveBankAccountId(
  runner: SqlRunner,
  bankAccountId: string,
  memberId: bigint,
): Promise<bigint | undefined> {
  const [account] = await runner.query<{ id: bigint }>(
    'select id from bank_accounts where id = $1 and member_id = $2 and active',
    [bankAccountId, memberId],
  );
  return account?.id;
}

export async function insertWithdrawal(
  tx: SqlRunner,
  values: { memberId: bigint; bankAccountId: bigint; amount: bigint; requestId: string },
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into withdrawals (member_id, bank_account_id, amount, client_request_id) values ($1, $2, $3, $4) returning id`,
    [values.memberId, values.bankAccountId, values.amount, values.requestId],
  );
  if (!row) throw new Error('insert into withdrawals returned nothing');
  return row.id;
}

/** D2: every payout whose confirmation is overdue counts as received (AUTO_RECEIVED); answers how many. */
export async function completeOverdueConfirmations(runner: SqlRunner): Promise<number> {
  const rows = await runner.query(
    `update withdrawals set status = 'COMPLETED', confirmation = 'AUTO_RECEIVED', received_amount = amount,
       confirmed_at = now()
     where status = 'DISBURSED' and confirm_due_at <= now() returning id`,
  );
  return rows.length;
}
