import type { SettlementPage, SettlementsQuery } from '@playhall/contracts/agent-contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SettlementFilter = Pick<SettlementsQuery, 'kind' | 'startDate' | 'endDate'> & {
  role: NonNullable<SettlementsQuery['role']>;
  pageNo: number;
  pageSize: number;
};

/** A kind's dividend or salary records whose period began on the brand days asked, received or paid, with totals. */
export function getSettlements(filter: SettlementFilter, signal?: AbortSignal): Promise<SettlementPage> {
  return apiRequest<SettlementPage>('/wps/agent/settlements', { query: filter, signal });
}

export function settlementsQueryOptions(filter: SettlementFilter) {
  return queryOptions({
    queryKey: ['agent', 'settlements', filter],
    queryFn: ({ signal }) => getSettlements(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
