import type { SiteResource } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Site resources (download, Telegram, Facebook) on their own (the bootstrap carries the same list). */
export function getResources(signal?: AbortSignal): Promise<SiteResource[]> {
  return apiRequest<SiteResource[]>('/wps/system/resources', { signal });
}

export const resourcesQueryOptions = queryOptions({
  queryKey: ['support', 'resources'],
  queryFn: ({ signal }) => getResources(signal),
  staleTime: 5 * 60_000,
});
