import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { WithdrawalRules } from './types';

/** Withdrawal limits, today's use, the turnover requirement, the payment password and what is available. */
export function getWithdrawalRules(signal?: AbortSignal): Promise<WithdrawalRules> {
  return apiRequest<WithdrawalRules>('/wps/cashier/withdrawal/rules', { signal });
}

export const withdrawalRulesQueryOptions = queryOptions({
  queryKey: ['cashier', 'withdrawal-rules'],
  queryFn: ({ signal }) => getWithdrawalRules(signal),
  staleTime: 15_000,
});
