import { z } from 'zod';
import { isAmount } from './money';
import { zClientRequestId } from './wallet';

export const zOpsLogin = z
  .object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) })
  .strict();

export const zOpsPasswordChange = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(128) })
  .strict();

/** An adjustment may take money away: a signed amount, never zero. */
export const zSignedAmount = z
  .string()
  .trim()
  .refine(isAmount, 'A decimal amount with at most two decimals, such as -12.50');

export const zAdjustment = z
  .object({
    amount: zSignedAmount,
    reason: z.string().trim().min(3).max(200),
    requestId: zClientRequestId,
  })
  .strict();

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
