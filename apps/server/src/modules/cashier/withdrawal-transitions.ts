// The life cycle of a withdrawal (member-centres spec §3, §4), one conditional UPDATE per transition: each changes
// the row only from the states that allow it and answers the changed row, or undefined when the withdrawal is in
// none of them. Of two racing actions exactly one changes the row, and a terminal state (REJECTED, COMPLETED,
// REFUNDED) absorbs every later one. The caller runs it in the transaction that moves the money.
import type { SqlRunner } from '../../db/database';
import type { WithdrawalRow } from './withdrawal-queries';

/** PENDING → REVIEWED: the first look of a two-person approval. */
export async function markReviewed(
  tx: SqlRunner,
  id: bigint,
  operatorId: bigint,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'REVIEWED', reviewed_by = $2, reviewed_at = now()
     where id = $1 and status = 'PENDING' returning *`,
    [id, operatorId],
  );
  return row;
}

/** PENDING or REVIEWED → APPROVED. */
export async function markApproved(
  tx: SqlRunner,
  id: bigint,
  operatorId: bigint,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'APPROVED', approved_by = $2, approved_at = now()
     where id = $1 and status in ('PENDING', 'REVIEWED') returning *`,
    [id, operatorId],
  );
  return row;
}

/** PENDING, REVIEWED or APPROVED → REJECTED, with the reason the member is told. */
export async function markRejected(
  tx: SqlRunner,
  id: bigint,
  operatorId: bigint,
  reason: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'REJECTED', rejected_by = $2, reject_reason = $3
     where id = $1 and status in ('PENDING', 'REVIEWED', 'APPROVED') returning *`,
    [id, operatorId, reason],
  );
  return row;
}

/** APPROVED → DISBURSED: the member has until the due time to confirm (D2). */
export async function markDisbursed(
  tx: SqlRunner,
  id: bigint,
  operatorId: bigint,
  confirmWithinMinutes: number,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'DISBURSED', disbursed_by = $2, disbursed_at = now(),
       confirm_due_at = now() + make_interval(mins => $3)
     where id = $1 and status = 'APPROVED' returning *`,
    [id, operatorId, confirmWithinMinutes],
  );
  return row;
}

/**
 * DISBURSED: the member received this much in all. All of it completes the withdrawal (RECEIVED); less keeps it
 * DISBURSED, the rest still expected. More than the amount breaks a CHECK (23514).
 */
export async function recordReceived(
  tx: SqlRunner,
  id: bigint,
  received: bigint,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set received_amount = $2, status = case when $2 >= amount then 'COMPLETED' else status end,
       confirmation = case when $2 >= amount then 'RECEIVED' else confirmation end,
       confirmed_at = case when $2 >= amount then now() else confirmed_at end
     where id = $1 and status = 'DISBURSED' returning *`,
    [id, received],
  );
  return row;
}

/** DISBURSED → COMPLETED: the member confirms the whole amount, as received or as full payment. */
export async function markConfirmed(
  tx: SqlRunner,
  id: bigint,
  confirmation: 'RECEIVED' | 'FULL_PAYMENT',
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'COMPLETED', confirmation = $2, received_amount = amount, confirmed_at = now()
     where id = $1 and status = 'DISBURSED' returning *`,
    [id, confirmation],
  );
  return row;
}

/** DISBURSED → DISPUTED: the member says the money did not arrive. */
export async function markNotReceived(tx: SqlRunner, id: bigint): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'DISPUTED', confirmation = 'NOT_RECEIVED', confirmed_at = now()
     where id = $1 and status = 'DISBURSED' returning *`,
    [id],
  );
  return row;
}

/** DISPUTED → COMPLETED: the payout did arrive after all. */
export async function markPaidAfterDispute(tx: SqlRunner, id: bigint): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'COMPLETED', remark = 'paid after dispute'
     where id = $1 and status = 'DISPUTED' returning *`,
    [id],
  );
  return row;
}

/** DISPUTED → REFUNDED: the money goes back to the member. */
export async function markRefunded(tx: SqlRunner, id: bigint): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.query<WithdrawalRow>(
    `update withdrawals set status = 'REFUNDED', remark = 'refunded after dispute'
     where id = $1 and status = 'DISPUTED' returning *`,
    [id],
  );
  return row;
}
