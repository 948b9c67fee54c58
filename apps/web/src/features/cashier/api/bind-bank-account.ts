import { apiRequest } from '@/lib/api-client';
import type { BankAccount } from './types';

export type BindBankAccountInput = {
  bankName: string;
  /** 8 to 24 digits. */
  accountNumber: string;
  /** Must be the member's real name. */
  accountName: string;
  /** The login password. */
  password: string;
};

/** Binds a payout account. */
export function bindBankAccount(input: BindBankAccountInput): Promise<BankAccount> {
  return apiRequest<BankAccount>('/wps/cashier/bank-accounts', { method: 'POST', body: input });
}
