import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RecordType, TransactionPage } from './types';

export type RecordFilter = {
  type: RecordType | null;
  /** ISO times with an offset. */
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
};

/** A page of the account record: every movement of the member's wallets, newest first. */
export function getTransactions(filter: RecordFilter, signal?: AbortSignal): Promise<TransactionPage> {
  return apiRequest<TransactionPage>('/wps/member/transactions', { query: filter, signal });
}

export function transactionsQueryOptions(filter: RecordFilter) {
  return queryOptions({
    queryKey: ['wallet', 'transactions', filter],
    queryFn: ({ signal }) => getTransactions(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
