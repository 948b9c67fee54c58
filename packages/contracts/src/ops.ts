import { z } from 'zod';
import { isAmount } from './money';
import { zNumberedPage, zPage } from './paging';
import { zClientRequestId } from './wallet';

/** The authenticator's six digits (RFC 6238). */
export const zTotpDigits = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/);

/** An operator who has set up the authenticator gives its current code with the password (none at first login). */
export const zOpsLogin = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    code: zTotpDigits.optional(),
  })
  .strict();
export type OpsLogin = z.input<typeof zOpsLogin>;

/** What a new operator session may do: choose a password first, then set up the authenticator. */
export const zOpsSessionState = z.object({ mustChangePassword: z.boolean(), mustEnrolTotp: z.boolean() });
export const zOpsSession = zOpsSessionState.extend({ token: z.string() });
export const zOpsMe = zOpsSessionState.extend({ username: z.string() });
export type OpsSession = z.infer<typeof zOpsSession>;
export type OpsMe = z.infer<typeof zOpsMe>;

export const zOpsTotpCode = z.object({ code: zTotpDigits }).strict();

/** Operators as their colleagues see them, to reset a lost authenticator or lift a lock. */
export const zOpsOperatorRow = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(['OPERATOR', 'ADMIN']),
  active: z.boolean(),
  totpEnrolled: z.boolean(),
  lockedUntil: z.string().nullable(),
  isSelf: z.boolean(),
});
export type OpsOperatorRow = z.infer<typeof zOpsOperatorRow>;

export const zOpsPasswordChange = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(128) })
  .strict();

/** An adjustment may take money away: a signed amount, never zero. */
export const zSignedAmount = z
  .string()
  .refine(isAmount, 'A decimal amount with at most two decimals, such as -12.50');

export const zAdjustment = z
  .object({
    amount: zSignedAmount,
    reason: z.string().trim().min(3).max(200),
    requestId: zClientRequestId,
  })
  .strict();
export type AdjustmentRequest = z.input<typeof zAdjustment>;

/**
 * An adjustment is posted at once, or (above the brand's amount, or past one operator's daily total) waits for a
 * second operator: then no money has moved yet.
 */
export const zAdjustmentResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('POSTED'),
    adjustmentId: z.string(),
    transactionId: z.string(),
    balance: z.string(),
  }),
  z.object({ status: z.enum(['PENDING_APPROVAL', 'REJECTED']), adjustmentId: z.string() }),
]);
export type AdjustmentResult = z.infer<typeof zAdjustmentResult>;

export const zOpsQueueAdjustment = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  amount: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  createdAt: z.string(),
});
export type OpsQueueAdjustment = z.infer<typeof zOpsQueueAdjustment>;

export const zReason = z.object({ reason: z.string().trim().min(3).max(200) }).strict();

export const zResolveDispute = z.object({ outcome: z.enum(['PAID', 'REFUND']) }).strict();

export const zOpsQueueDeposit = z.object({
  id: z.string(),
  account: z.string(),
  channel: z.string(),
  kind: z.enum(['BANK_TRANSFER', 'ONLINE']),
  amount: z.string(),
  payerReference: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsQueueDeposit = z.infer<typeof zOpsQueueDeposit>;

export const zOpsQueueWithdrawal = z.object({
  id: z.string(),
  account: z.string(),
  amount: z.string(),
  status: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  reviewedBy: z.string().nullable(),
  needsSecondApprover: z.boolean(),
  proofs: z.array(z.string()),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsQueueWithdrawal = z.infer<typeof zOpsQueueWithdrawal>;

export const zOpsQueue = z.object({
  deposits: z.array(zOpsQueueDeposit),
  withdrawals: z.array(zOpsQueueWithdrawal),
  adjustments: z.array(zOpsQueueAdjustment),
});
export type OpsQueue = z.infer<typeof zOpsQueue>;

/** Member lookup (operator console): by account or id. */
export const zOpsMemberQuery = z.object({ q: z.string().max(64).default('') }).strict();

export const zOpsMemberRow = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
  status: z.string(),
  realName: z.string().nullable(),
  balance: z.string(),
  held: z.string(),
  createdAt: z.string(),
});
export type OpsMemberRow = z.infer<typeof zOpsMemberRow>;

export const zOpsLedgerEntry = z.object({
  id: z.string(),
  type: z.string(),
  wallet: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable().describe('The reason an operator gave, on an adjustment'),
  createdAt: z.string(),
});
export type OpsLedgerEntry = z.infer<typeof zOpsLedgerEntry>;

/** A member with balances and recent ledger entries. */
export const zOpsMemberDetail = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
  status: z.string(),
  realName: z.string().nullable(),
  upline: z.string().nullable(),
  wallets: z.array(z.object({ wallet: z.string(), balance: z.string(), held: z.string() })),
  ledger: z.array(zOpsLedgerEntry),
});
export type OpsMemberDetail = z.infer<typeof zOpsMemberDetail>;

/** A line of the audit log; `target` is "type:id". */
export const zAuditEntry = z.object({
  id: z.string(),
  operator: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;
export const zAuditPage = zPage(zAuditEntry);
export type AuditPage = z.infer<typeof zAuditPage>;

/** Vendor reconciliation (operator console): run a vendor and period by hand, list runs, read a run's items. */
export const zReconciliationRequest = z
  .object({
    vendor: z.string().min(1).max(40),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  })
  .strict();
export type ReconciliationRequest = z.input<typeof zReconciliationRequest>;

export const zReconciliationRun = z.object({
  id: z.string(),
  vendor: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(['RUNNING', 'REPAIRING', 'DONE', 'FAILED']),
  providerRounds: z.number().int(),
  walletBets: z.number().int(),
  matched: z.number().int(),
  issues: z.number().int(),
  repaired: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof zReconciliationRun>;

export const zReconciliationItem = z.object({
  betTxId: z.string(),
  kind: z.enum(['WALLET_ONLY', 'PROVIDER_ONLY', 'MISMATCH', 'PENDING']),
  memberId: z.string().nullable(),
  roundId: z.string().nullable(),
  providerState: z.string().nullable(),
  walletStatus: z.string().nullable(),
  providerStake: z.string().nullable(),
  walletStake: z.string().nullable(),
  providerPayout: z.string().nullable(),
  walletPayout: z.string().nullable(),
  repair: z.enum(['TO_DO', 'ROLLED_BACK', 'VOIDED', 'NONE', 'FAILED']),
  repairNote: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof zReconciliationItem>;

export const zReconciliationRunPage = zNumberedPage(zReconciliationRun);
export type ReconciliationRunPage = z.infer<typeof zReconciliationRunPage>;

/** One run and what it found. */
export const zReconciliationRunDetail = z.object({
  run: zReconciliationRun,
  items: z.array(zReconciliationItem),
});
export type ReconciliationRunDetail = z.infer<typeof zReconciliationRunDetail>;

export const zReconciliationRunsQuery = z
  .object({
    vendor: z.string().min(1).max(40).optional(),
    issuesOnly: z.enum(['true', 'false']).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
