import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BankAccount } from './types';

/** My payout accounts (numbers masked but for their last four digits). */
export function getBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  return apiRequest<BankAccount[]>('/wps/cashier/bank-accounts', { signal });
}

export const bankAccountsQueryOptions = queryOptions({
  queryKey: ['cashier', 'bank-accounts'],
  queryFn: ({ signal }) => getBankAccounts(signal),
  staleTime: 60_000,
});
