import { formatAmount } from '@playhall/contracts/money';
import type { zOpsQueueAdjustment } from '@playhall/contracts/ops';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { CashierSettings } from '../cashier/settings';

/** What waits for an operator: pending deposits, withdrawals not yet settled, adjustments for a second person. */
export function createOpsQueue({
  database,
  settings,
  pendingAdjustments,
}: {
  database: Database;
  settings: () => Promise<CashierSettings>;
  pendingAdjustments: () => Promise<z.infer<typeof zOpsQueueAdjustment>[]>;
}) {
  return async function queue() {
    const policy = await settings();
    const deposits = await database.query<{
      id: bigint;
      account: string;
      name: string;
      kind: 'BANK_TRANSFER' | 'ONLINE';
      amount: bigint;
      payer_reference: string | null;
      created_at: Date;
    }>(
      `select d.id, m.account, c.name, c.kind, d.amount, d.payer_reference, d.created_at
       from deposits d join members m on m.id = d.member_id join deposit_channels c on c.id = d.channel_id
       where d.status = 'PENDING' order by d.id limit 200`,
    );
    const withdrawals = await database.query<{
      id: bigint;
      account: string;
      amount: bigint;
      status: string;
      bank_name: string;
      account_number: string;
      account_name: string;
      reviewer: string | null;
      remark: string | null;
      created_at: Date;
      proofs: string[] | null;
    }>(
      `select w.id, m.account, w.amount, w.status, b.bank_name, b.account_number, b.account_name, o.username as reviewer,
              w.remark, w.created_at,
              (select array_agg(p.file_name order by p.id) from withdrawal_proofs p where p.withdrawal_id = w.id) as proofs
       from withdrawals w join members m on m.id = w.member_id join bank_accounts b on b.id = w.bank_account_id
       left join operators o on o.id = w.reviewed_by
       where w.status in ('PENDING', 'REVIEWED', 'APPROVED', 'DISBURSED', 'DISPUTED') order by w.id limit 200`,
    );
    return {
      deposits: deposits.map((row) => ({
        id: row.id.toString(),
        account: row.account,
        channel: row.name,
        kind: row.kind,
        amount: formatAmount(row.amount),
        payerReference: row.payer_reference,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      withdrawals: withdrawals.map((row) => ({
        id: row.id.toString(),
        account: row.account,
        amount: formatAmount(row.amount),
        status: row.status,
        bankName: row.bank_name,
        accountNumber: row.account_number,
        accountName: row.account_name,
        reviewedBy: row.reviewer,
        needsSecondApprover: row.amount > policy.secondApprovalAbove,
        proofs: (row.proofs ?? []).map((file) => `/ops/api/withdrawals/${row.id}/proofs/${file}`),
        remark: row.remark,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      adjustments: await pendingAdjustments(),
    };
  };
}
