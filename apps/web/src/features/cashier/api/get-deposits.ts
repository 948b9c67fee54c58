import type { Deposit } from '@playhall/contracts/cashier';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Page } from './types';

/** My deposits, newest first. */
export function getDeposits(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<Deposit>> {
  return apiRequest<Page<Deposit>>('/wps/cashier/deposits', { query: { pageNo, pageSize }, signal });
}

export function depositsQueryOptions(pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['cashier', 'deposits', pageNo, pageSize],
    queryFn: ({ signal }) => getDeposits(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
