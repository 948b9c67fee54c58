import type { ApplicationState } from '@playhall/contracts/activity-application-constants';
import type { OpsApplication, OpsApplicationPage } from '@playhall/contracts/activity-applications';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { OpsApplication };

/** The review queue of activity applications in a state, ten to a page. */
export function applicationsQueryOptions(state: ApplicationState, pageNo: number) {
  return queryOptions({
    queryKey: ['ops', 'activity-applications', state, pageNo],
    queryFn: ({ signal }) =>
      opsRequest<OpsApplicationPage>('/ops/api/activity-applications', {
        query: { state, pageNo, pageSize: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** Approves an application (its bonus is paid) or rejects it with the note the member reads; audited. */
export function decideApplication(
  id: string,
  decision: 'approve' | 'reject',
  note = '',
): Promise<OpsApplication> {
  return opsRequest<OpsApplication>(`/ops/api/activity-applications/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    body: { note },
  });
}
