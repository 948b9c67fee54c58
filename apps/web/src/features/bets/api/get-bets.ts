import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BetFilter, BetPage } from './types';

/** A page of the betting record (the member's bets, newest first) with the totals of the whole filter. */
export function getBets(filter: BetFilter, signal?: AbortSignal): Promise<BetPage> {
  return apiRequest<BetPage>('/wps/member/bets', { query: filter, signal });
}

export function betsQueryOptions(filter: BetFilter) {
  return queryOptions({
    queryKey: ['bets', 'records', filter],
    queryFn: ({ signal }) => getBets(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
