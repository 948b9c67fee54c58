import type { Withdrawal } from '@playhall/contracts/cashier';
import { formatAmount } from '@playhall/contracts/money';
import type { SqlRunner } from '../../db/database';
import { maskAccountNumber } from './bank-accounts';
import { selectProofFileNames, type WithdrawalRow } from './withdrawal-queries';

/** A withdrawal as its member sees it: amounts as money text, the account number masked, proofs as addresses. */
export async function toWithdrawal(runner: SqlRunner, row: WithdrawalRow): Promise<Withdrawal> {
  const proofs = (await selectProofFileNames(runner, row.id)).map(
    (fileName) => `/wps/member/withdrawals/${row.id}/proofs/${fileName}`,
  );
  return {
    id: row.id.toString(),
    amount: formatAmount(row.amount),
    status: row.status,
    bankName: row.bank_name ?? '',
    accountNumber: maskAccountNumber(row.account_number ?? ''),
    receivedAmount: formatAmount(row.received_amount),
    remainingAmount: formatAmount(row.amount - row.received_amount),
    confirmation: row.confirmation,
    confirmDueAt: row.confirm_due_at ? new Date(row.confirm_due_at).toISOString() : null,
    rejectReason: row.reject_reason,
    proofs,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
