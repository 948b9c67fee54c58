import type { LoginHistoryEntry, SecurityOverview } from '@playhall/contracts/accounts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { LoginHistoryEntry, SecurityOverview };

/** The security centre: the member's profile and recent logins. */
export function getSecurity(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiRequest<SecurityOverview>('/wps/member/security', { signal });
}

export const securityQueryOptions = queryOptions({
  queryKey: ['member', 'security'],
  queryFn: ({ signal }) => getSecurity(signal),
  staleTime: 30_000,
  retry: false,
});
