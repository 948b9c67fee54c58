import type { Withdrawal } from '@playhall/contracts/cashier';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Page } from './types';

/** My withdrawals, newest first. */
export function getWithdrawals(
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<Withdrawal>> {
  return apiRequest<Page<Withdrawal>>('/wps/cashier/withdrawals', { query: { pageNo, pageSize }, signal });
}

export function withdrawalsQueryOptions(pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['cashier', 'withdrawals', pageNo, pageSize],
    queryFn: ({ signal }) => getWithdrawals(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
