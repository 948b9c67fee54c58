import type { BindBankAccount } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';
import type { BankAccount } from './types';

export type BindBankAccountInput = BindBankAccount;

/** Binds a payout account. */
export function bindBankAccount(input: BindBankAccountInput): Promise<BankAccount> {
  return apiRequest<BankAccount>('/wps/cashier/bank-accounts', { method: 'POST', body: input });
}
