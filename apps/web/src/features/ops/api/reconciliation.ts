import type {
  ReconciliationRequest,
  ReconciliationRun,
  ReconciliationRunDetail,
  ReconciliationRunPage,
} from '@playhall/contracts/ops';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type RunWithFindings = ReconciliationRunDetail;

export function reconciliationRunsQueryOptions(pageNo: number, pageSize: number, issuesOnly: boolean) {
  return queryOptions({
    queryKey: ['ops', 'reconciliation', 'runs', pageNo, pageSize, issuesOnly],
    queryFn: ({ signal }) =>
      opsRequest<ReconciliationRunPage>('/ops/api/reconciliation', {
        query: { pageNo, pageSize, ...(issuesOnly ? { issuesOnly: 'true' } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function reconciliationRunQueryOptions(runId: string) {
  return queryOptions({
    queryKey: ['ops', 'reconciliation', 'run', runId],
    queryFn: ({ signal }) =>
      opsRequest<RunWithFindings>(`/ops/api/reconciliation/${encodeURIComponent(runId)}`, { signal }),
    staleTime: 5_000,
  });
}

/**
 * Reconciles a vendor for a past period of at most a day, now: the answer is the run (an earlier run of the same
 * period if there is one, since a period is reconciled once).
 */
export function runReconciliation(input: ReconciliationRequest) {
  return opsRequest<ReconciliationRun>('/ops/api/reconciliation', { method: 'POST', body: input });
}
