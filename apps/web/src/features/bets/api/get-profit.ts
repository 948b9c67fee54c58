import type { ProfitQuery } from '@playhall/contracts/bets';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProfitReport } from './types';

/** Days of the brand's time zone ("2026-03-01"), both included, at most 93 of them. */
export type ProfitPeriod = ProfitQuery;

/** Profit and loss by day and category over a period, with its totals. */
export function getProfit(period: ProfitPeriod, signal?: AbortSignal): Promise<ProfitReport> {
  return apiRequest<ProfitReport>('/wps/member/profit', { query: period, signal });
}

export function profitQueryOptions(period: ProfitPeriod) {
  return queryOptions({
    queryKey: ['bets', 'profit', period],
    queryFn: ({ signal }) => getProfit(period, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
