import type { DomainRoute } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The site's domains (main and mirrors) for device 0 (web); the server keeps the first five. */
export function getDomainRoutes(signal?: AbortSignal): Promise<DomainRoute[]> {
  return apiRequest<DomainRoute[]>('/wps/system/domainRoute', { query: { device: 0 }, signal });
}

export const domainRoutesQueryOptions = queryOptions({
  queryKey: ['speed-test', 'domain-routes'],
  queryFn: ({ signal }) => getDomainRoutes(signal),
  staleTime: 5 * 60_000,
});
