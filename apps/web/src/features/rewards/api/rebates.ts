import type { RebateClaim, RebateClaimPage, RebateSummary } from '@playhall/contracts/rebates';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { RebateClaim, RebateClaimPage, RebateSummary };

/** What settled bets earn per category since the last claim. */
export function getRebateSummary(signal?: AbortSignal): Promise<RebateSummary> {
  return apiRequest<RebateSummary>('/wps/member/rebates', { signal });
}

export function rebateSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['rewards', 'rebates', 'summary'],
    queryFn: ({ signal }) => getRebateSummary(signal),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

export function getRebateClaims(pageNo: number, signal?: AbortSignal): Promise<RebateClaimPage> {
  return apiRequest<RebateClaimPage>('/wps/member/rebates/claims', {
    query: { pageNo, pageSize: 5 },
    signal,
  });
}

export function rebateClaimsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: ['rewards', 'rebates', 'claims', pageNo],
    queryFn: ({ signal }) => getRebateClaims(pageNo, signal),
    placeholderData: keepPreviousData,
  });
}

/** Claims the rebate: every bet since the last claim, once. */
export function claimRebate(): Promise<RebateClaim> {
  return apiRequest<RebateClaim>('/wps/member/rebates/claim', { method: 'POST' });
}
