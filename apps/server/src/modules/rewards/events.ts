import type { SqlRunner } from '../../db/database';

/**
 * What a member did that rewards count, written in the transaction that moves its money (a credited deposit here;
 * a settled bet is written by the provider's `provider_win` in SQL): the rewards consumer takes each event once.
 */
export async function recordDepositEvent(
  tx: SqlRunner,
  event: { memberId: bigint; amount: bigint; depositId: bigint; first: boolean },
): Promise<void> {
  await tx.query(
    `insert into reward_events (member_id, kind, amount, occurred_at, reference, first_deposit)
     values ($1, 'DEPOSIT', $2, now(), $3, $4)`,
    [event.memberId, event.amount, `deposit:${event.depositId}`, event.first],
  );
}
