import { z } from 'zod';
import { zShownName } from './text-safety';
import { zAmount, zClientRequestId } from './wallet';

export const zDepositChannel = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['BANK_TRANSFER', 'ONLINE']),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  details: z.record(z.string(), z.string()).describe('Bank transfer: the account to pay into'),
});
export type DepositChannel = z.infer<typeof zDepositChannel>;

export const zCreateDeposit = z
  .object({
    channelId: z.string().regex(/^\d{1,18}$/),
    amount: zAmount,
    requestId: zClientRequestId,
    payerReference: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type CreateDeposit = z.input<typeof zCreateDeposit>;

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'REJECTED', 'FAILED'] as const;

export const zDeposit = z.object({
  id: z.string(),
  channel: z.string(),
  kind: z.enum(['BANK_TRANSFER', 'ONLINE']),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payerReference: z.string().nullable(),
  firstDeposit: z.boolean().nullable(),
  payUrl: z.string().nullable().describe('Online payment: where to send the member to pay'),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof zDeposit>;

export const zBankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountNumber: z.string().describe('Masked but for its last four digits'),
  accountName: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof zBankAccount>;

export const zBindBankAccount = z
  .object({
    bankName: z.string().trim().min(2).max(60),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9]{8,24}$/, '8 to 24 digits'),
    accountName: zShownName(2, 60),
    password: z.string().min(1).max(128),
  })
  .strict();
export type BindBankAccount = z.input<typeof zBindBankAccount>;

/** Removing a payout account is a change of payout account: it needs the login password again (S5). */
export const zRemoveBankAccount = z
  .object({ password: z.string().min(1).max(128).describe('The login password, proving it is the member') })
  .strict();

export const zSetPaymentPassword = z
  .object({
    password: z.string().min(1).max(128).describe('The login password, proving it is the member'),
    paymentPassword: z.string().regex(/^[0-9]{6}$/, 'Six digits'),
    confirmPaymentPassword: z.string().regex(/^[0-9]{6}$/),
  })
  .strict();
export type SetPaymentPassword = z.input<typeof zSetPaymentPassword>;

export const zCreateWithdrawal = z
  .object({
    bankAccountId: z.string().regex(/^\d{1,18}$/),
    amount: zAmount,
    paymentPassword: z.string().regex(/^[0-9]{6}$/),
    requestId: zClientRequestId,
  })
  .strict();
export type CreateWithdrawal = z.input<typeof zCreateWithdrawal>;

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'REVIEWED',
  'APPROVED',
  'REJECTED',
  'DISBURSED',
  'COMPLETED',
  'DISPUTED',
  'REFUNDED',
] as const;

export const zWithdrawal = z.object({
  id: z.string(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  receivedAmount: z.string(),
  remainingAmount: z.string(),
  confirmation: z.enum(['RECEIVED', 'FULL_PAYMENT', 'NOT_RECEIVED', 'AUTO_RECEIVED']).nullable(),
  confirmDueAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  proofs: z.array(z.string()).describe('Addresses of the uploaded receipt proofs'),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof zWithdrawal>;

export const zWithdrawalRules = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyCount: z.number().int(),
  dailyAmount: z.string(),
  usedToday: z.object({ count: z.number().int(), amount: z.string() }),
  turnover: z.object({ required: z.string(), achieved: z.string(), met: z.boolean() }),
  /** Active bonuses' wagering (issue 16): while it is not met, nothing leaves the wallet. */
  bonusWagering: z.object({
    active: z.number().int(),
    required: z.string(),
    achieved: z.string(),
    met: z.boolean(),
  }),
  hasPaymentPassword: z.boolean(),
  available: z.string(),
});
export type WithdrawalRules = z.infer<typeof zWithdrawalRules>;

export const zConfirmWithdrawal = z
  .object({
    action: z.enum(['RECEIVED', 'FULL_PAYMENT']),
    receivedAmount: zAmount.optional().describe('RECEIVED: what arrived so far, when it was not everything'),
  })
  .strict();
export type ConfirmWithdrawal = z.input<typeof zConfirmWithdrawal>;

export const zTransferUpline = z
  .object({ amount: zAmount, paymentPassword: z.string().regex(/^[0-9]{6}$/), requestId: zClientRequestId })
  .strict();
export type TransferUpline = z.input<typeof zTransferUpline>;

export const zUplineTransfer = z.object({
  transactionId: z.string(),
  uplineAccount: z.string(),
  balance: z.string(),
});
export type UplineTransfer = z.infer<typeof zUplineTransfer>;

/** A receipt proof image of a withdrawal, by the name it was stored under. */
export const zProofParams = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  file: z.string().regex(/^[0-9a-f]{32}\.(png|jpg)$/),
});

/** The payment gateway's callback body (an order it holds for us), signed over the raw body. */
export const zPspOrder = z.object({
  orderId: z.string().max(64),
  merchantOrderId: z.string().max(32),
  status: z.enum(['CREATED', 'PAID', 'FAILED']),
  amount: z.string().max(32),
  currency: z.string().max(8),
  settledAt: z.string().nullable(),
});
