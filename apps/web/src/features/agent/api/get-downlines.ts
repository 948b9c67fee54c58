import type { DownlinePage, DownlineSort } from '@playhall/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type DownlineFilter = {
  parentId?: string;
  search?: string;
  sort: DownlineSort;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
};

/** downlineManagmentView: a page of a member's direct downlines (or a search of its branch). */
export function getDownlines(filter: DownlineFilter, signal?: AbortSignal): Promise<DownlinePage> {
  return apiRequest<DownlinePage>('/wps/agent/team/downlines', { query: filter, signal });
}

export function downlinesQueryOptions(filter: DownlineFilter) {
  return queryOptions({
    queryKey: ['agent', 'downlines', filter],
    queryFn: ({ signal }) => getDownlines(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
