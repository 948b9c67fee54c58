import { formatAmount } from '@playhall/contracts/money';
import type { OpsQueueAdjustment } from '@playhall/contracts/ops';
import type { Database, SqlRunner } from '../../db/database';
import { selectOpenWithdrawals, selectQueuedDeposits } from '../cashier/operator-queue';
import type { CashierSettings } from '../cashier/settings';
import { selectAccountNames } from '../member/queries';

/** Operators' usernames by id (the reviewer of each withdrawal); null for an id that names no operator. */
async function operatorNames(runner: SqlRunner, ids: readonly bigint[]): Promise<Map<bigint, string>> {
  if (ids.length === 0) return new Map();
  const rows = await runner.query<{ id: bigint; username: string }>(
    'select id, username from operators where id = any($1::bigint[])',
    // As text: postgres.js cannot send an array of bigint.
    [[...new Set(ids)].map(String)],
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** What waits for an operator: pending deposits, withdrawals not yet settled, adjustments for a second person. */
export function createOpsQueue({
  database,
  settings,
  pendingAdjustments,
}: {
  database: Database;
  settings: () => Promise<CashierSettings>;
  pendingAdjustments: () => Promise<OpsQueueAdjustment[]>;
}) {
  return async function queue() {
    const policy = await settings();
    const deposits = await selectQueuedDeposits(database);
    const withdrawals = await selectOpenWithdrawals(database);
    const accountOf = await selectAccountNames(database, [
      ...deposits.map((row) => row.member_id),
      ...withdrawals.map((row) => row.member_id),
    ]);
    const reviewers = await operatorNames(
      database,
      withdrawals.flatMap((row) => (row.reviewed_by === null ? [] : [row.reviewed_by])),
    );
    return {
      deposits: deposits.map((row) => ({
        id: row.id.toString(),
        account: accountOf(row.member_id),
        channel: row.name,
        kind: row.kind,
        amount: formatAmount(row.amount),
        payerReference: row.payer_reference,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      withdrawals: withdrawals.map((row) => ({
        id: row.id.toString(),
        account: accountOf(row.member_id),
        amount: formatAmount(row.amount),
        status: row.status,
        bankName: row.bank_name,
        accountNumber: row.account_number,
        accountName: row.account_name,
        reviewedBy: row.reviewed_by === null ? null : (reviewers.get(row.reviewed_by) ?? null),
        needsSecondApprover: row.amount > policy.secondApprovalAbove,
        proofs: (row.proofs ?? []).map((file) => `/ops/api/withdrawals/${row.id}/proofs/${file}`),
        remark: row.remark,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      adjustments: await pendingAdjustments(),
    };
  };
}
