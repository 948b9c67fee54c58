import type { OwnTerms } from '@playhall/contracts/agent-contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The terms the agent itself works under, per kind: a contract from its upline, the brand's, or none. */
export function getOwnTerms(signal?: AbortSignal): Promise<OwnTerms[]> {
  return apiRequest<OwnTerms[]>('/wps/agent/contracts/terms', { signal });
}

export function ownTermsQueryOptions() {
  return queryOptions({
    queryKey: ['agent', 'contracts', 'terms'],
    queryFn: ({ signal }) => getOwnTerms(signal),
    staleTime: 30_000,
  });
}
