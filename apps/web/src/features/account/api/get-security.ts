import type { MemberInfo } from '@playhall/contracts/accounts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type LoginHistoryEntry = {
  ip: string;
  userAgent: string | null;
  method: string;
  secondFactor: string | null;
  createdAt: string;
};

export type SecurityOverview = { info: MemberInfo; loginHistory: LoginHistoryEntry[] };

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
