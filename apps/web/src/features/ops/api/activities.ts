import type { OpsActivity, SaveActivity } from '@playhall/contracts/rewards';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { OpsActivity, SaveActivity };

/** Every reward activity, with how many members took part and what it paid. */
export function getActivities(signal?: AbortSignal): Promise<OpsActivity[]> {
  return opsRequest<OpsActivity[]>('/ops/api/activities', { signal });
}

export function opsActivitiesQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'activities'],
    queryFn: ({ signal }) => getActivities(signal),
    staleTime: 5_000,
  });
}

/** A new activity (audited). */
export function createActivity(input: SaveActivity): Promise<OpsActivity> {
  return opsRequest<OpsActivity>('/ops/api/activities', { method: 'POST', body: input });
}

/** An edit of a live activity (audited). */
export function updateActivity(id: string, input: SaveActivity): Promise<OpsActivity> {
  return opsRequest<OpsActivity>(`/ops/api/activities/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

/** Closes an activity: nobody joins any more; what was earned may still be claimed (audited). */
export function closeActivity(id: string): Promise<OpsActivity> {
  return opsRequest<OpsActivity>(`/ops/api/activities/${encodeURIComponent(id)}/close`, { method: 'POST' });
}
