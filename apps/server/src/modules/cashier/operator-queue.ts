import type { SqlRunner } from '../../db/database';

/** What of the cashier waits for an operator; the operator console's queue (ops/queue.ts) shows it. */

export type QueuedDeposit = {
  id: bigint;
  member_id: bigint;
  name: string;
  kind: 'BANK_TRANSFER' | 'ONLINE';
  amount: bigint;
  payer_reference: string | null;
  created_at: Date;
};

/** Deposits waiting to be confirmed, oldest first. */
export function selectQueuedDeposits(runner: SqlRunner): Promise<QueuedDeposit[]> {
  return runner.query<QueuedDeposit>(
    `select d.id, d.member_id, c.name, c.kind, d.amount, d.payer_reference, d.created_at
     from deposits d join deposit_channels c on c.id = d.channel_id
     where d.status = 'PENDING' order by d.id limit 200`,
  );
}

export type OpenWithdrawal = {
  id: bigint;
  member_id: bigint;
  amount: bigint;
  status: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  /** The operator who reviewed it, if one did. */
  reviewed_by: bigint | null;
  remark: string | null;
  created_at: Date;
  proofs: string[] | null;
};

/** Withdrawals not yet settled, oldest first, with the file names of the member's proofs. */
export function selectOpenWithdrawals(runner: SqlRunner): Promise<OpenWithdrawal[]> {
  return runner.query<OpenWithdrawal>(
    `select w.id, w.member_id, w.amount, w.status, b.bank_name, b.account_number, b.account_name, w.reviewed_by,
            w.remark, w.created_at,
            (select array_agg(p.file_name order by p.id) from withdrawal_proofs p where p.withdrawal_id = w.id) as proofs
     from withdrawals w join bank_accounts b on b.id = w.bank_account_id
     where w.status in ('PENDING', 'REVIEWED', 'APPROVED', 'DISBURSED', 'DISPUTED') order by w.id limit 200`,
  );
}
