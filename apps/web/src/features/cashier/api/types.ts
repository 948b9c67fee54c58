import type { zBankAccount, zDepositChannel, zWithdrawalRules } from '@playhall/contracts/cashier';
import type { z } from 'zod';

// Types only: the contracts' schemas never run in the browser (decision 0013).
export type DepositChannel = z.infer<typeof zDepositChannel>;
export type BankAccount = z.infer<typeof zBankAccount>;
export type WithdrawalRules = z.infer<typeof zWithdrawalRules>;

/** The cashier's lists come a page at a time. */
export type Page<T> = { content: T[]; totalPages: number };
