import type {
  OpsOperatorRow,
  zOpsMe,
  zOpsQueueAdjustment,
  zOpsQueueDeposit,
  zOpsQueueWithdrawal,
} from '@playhall/contracts/ops';
import type { z } from 'zod';

// Types only: the contracts' schemas never run in the browser (decision 0013).
export type QueueDeposit = z.infer<typeof zOpsQueueDeposit>;
export type QueueWithdrawal = z.infer<typeof zOpsQueueWithdrawal>;
export type QueueAdjustment = z.infer<typeof zOpsQueueAdjustment>;
export type Queue = {
  deposits: QueueDeposit[];
  withdrawals: QueueWithdrawal[];
  adjustments: QueueAdjustment[];
};

// The answers of the member lookup and the audit log have no response schema in the contracts yet
// (apps/server/src/modules/ops/members.ts); these follow what the server sends.
export type OpsMemberRow = {
  id: string;
  account: string;
  type: number;
  status: string;
  realName: string | null;
  balance: string;
  held: string;
  createdAt: string;
};

export type OpsLedgerEntry = {
  id: string;
  type: string;
  wallet: string;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  reason: string | null;
  createdAt: string;
};

export type OpsMemberDetail = {
  id: string;
  account: string;
  type: number;
  status: string;
  realName: string | null;
  upline: string | null;
  wallets: { wallet: string; balance: string; held: string }[];
  ledger: OpsLedgerEntry[];
};

export type AuditEntry = {
  id: string;
  operator: string | null;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  createdAt: string;
};

/** A page of a console list, as the server answers it. */
export type OpsPage<T> = { content: T[]; totalPages: number };
export type AuditPage = OpsPage<AuditEntry>;
export type Operator = z.infer<typeof zOpsMe>;
export type OpsOperator = OpsOperatorRow;
