import { z } from 'zod';
import { isAmount } from './money';
import { zNumberedPage } from './paging';
import { TRANSACTION_TYPES } from './record-types';

/** A positive two-decimal amount, exactly as written: surrounding spaces are malformed, not trimmed (issue 11.15). */
export const zAmount = z
  .string()
  .refine(isAmount, 'A decimal amount with at most two decimals, such as 12.50')
  .refine((value) => !value.startsWith('-') && !/^0+(\.0+)?$/.test(value), 'The amount must be above zero');

/** The client's id for a request that moves money: sending it again never moves money twice. */
export const zClientRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request id of 8 to 64 letters, digits, - or _');

export const zBalance = z.object({
  balance: z.string(),
  held: z.string(),
  available: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof zBalance>;

export const zWallet = z.object({
  wallet: z.string().describe("'MAIN' or a transfer-wallet vendor code"),
  name: z.string(),
  balance: z.string(),
  available: z.string(),
});
export type Wallet = z.infer<typeof zWallet>;

export const zMerchantWalletQuery = z
  .object({ isSingle: z.enum(['true', 'false', '1', '0']).default('false') })
  .strict();

export const zConsolidatedFunds = z.object({
  totalBalance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(zWallet),
  contracts: z.object({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realtimeSalary: z.boolean(),
  }),
});
export type ConsolidatedFunds = z.infer<typeof zConsolidatedFunds>;
/** Which contract record pages the agent menu shows (member-and-agent-centres §4 "Agent menu visibility"). */
export type ContractMenus = ConsolidatedFunds['contracts'];

export const zTransferRequest = z
  .object({
    from: z.string().min(1).max(32),
    to: z.string().min(1).max(32),
    amount: zAmount,
    requestId: zClientRequestId,
  })
  .strict();
export type TransferRequest = z.input<typeof zTransferRequest>;

export const zTransferAllRequest = z.object({ requestId: zClientRequestId }).strict();

export const zTransferResult = z.object({ transactionIds: z.array(z.string()), wallets: z.array(zWallet) });
export type TransferResult = z.infer<typeof zTransferResult>;

export { BONUS_TYPES, TRANSACTION_TYPES, type TransactionType } from './record-types';

export const zTransactionsQuery = z
  .object({
    type: z.enum(TRANSACTION_TYPES).optional(),
    wallet: z.string().max(32).optional(),
    startDate: z.iso.datetime({ offset: true }).optional(),
    endDate: z.iso.datetime({ offset: true }).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export const zTransaction = z.object({
  id: z.string(),
  type: z.string(),
  wallet: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof zTransaction>;

export const zTransactionPage = zNumberedPage(zTransaction);
export type TransactionPage = z.infer<typeof zTransactionPage>;
