import type { SqlRunner } from '../../db/database';
import { ensureSystemAccount, mainWalletCode, mainWalletId, SystemAccount } from '../ledger/accounts';
import { hold, post, release } from '../ledger/post';
import { recordDailyMoney } from '../team-figures/daily-money';
import type { WithdrawalRow } from './withdrawal-queries';

// The money of a withdrawal, each step in the transaction of the transition that causes it (RELIABILITY.md C6):
// the request holds the amount, a rejection releases the hold, the payout posts it to the withdrawal clearing
// account, a refund after a dispute brings it back as a new posting.

function holdReference(id: bigint): string {
  return `withdrawal:${id}`;
}

export async function holdRequested(
  tx: SqlRunner,
  memberId: bigint,
  id: bigint,
  amount: bigint,
): Promise<void> {
  await hold(tx, await mainWalletId(tx, memberId), amount, holdReference(id));
}

/** False when the hold was already resolved: the caller's transition then did not really happen. */
export function releaseHold(tx: SqlRunner, id: bigint): Promise<boolean> {
  return release(tx, holdReference(id));
}

export async function postPayout(tx: SqlRunner, row: WithdrawalRow, currency: string): Promise<void> {
  const posted = await post(tx, {
    key: `withdrawal:${row.id}:payout`,
    kind: 'WITHDRAWAL_PAYOUT',
    currency,
    reference: holdReference(row.id),
    holdReference: holdReference(row.id),
    entries: [
      { accountCode: mainWalletCode(row.member_id), amount: -row.amount },
      { accountId: await ensureSystemAccount(tx, SystemAccount.WITHDRAWAL_CLEARING), amount: row.amount },
    ],
  });
  if (!posted.replayed)
    await recordDailyMoney(tx, row.member_id, { withdrawalCount: 1, withdrawals: row.amount });
}

export async function postRefund(tx: SqlRunner, row: WithdrawalRow, currency: string): Promise<void> {
  const posted = await post(tx, {
    key: `withdrawal:${row.id}:refund`,
    kind: 'WITHDRAWAL_REFUND',
    currency,
    reference: `withdrawal-refund:${row.id}`,
    entries: [
      { accountId: await ensureSystemAccount(tx, SystemAccount.WITHDRAWAL_CLEARING), amount: -row.amount },
      { accountCode: mainWalletCode(row.member_id), amount: row.amount },
    ],
  });
  // A refunded payout is a withdrawal that did not happen: it comes off the figures of the day it came back.
  if (!posted.replayed)
    await recordDailyMoney(tx, row.member_id, { withdrawalCount: -1, withdrawals: -row.amount });
}
