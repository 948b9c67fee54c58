import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RecordFilter } from './get-transactions';
import type { TransactionPage } from './types';

/** A page of the bonus details: bonus, rebate and commission movements only, newest first. */
export function getBonusTransactions(filter: RecordFilter, signal?: AbortSignal): Promise<TransactionPage> {
  return apiRequest<TransactionPage>('/wps/member/transactions/bonus', { query: filter, signal });
}

export function bonusTransactionsQueryOptions(filter: RecordFilter) {
  return queryOptions({
    queryKey: ['wallet', 'bonus-transactions', filter],
    queryFn: ({ signal }) => getBonusTransactions(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
