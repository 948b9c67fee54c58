import type { ActivityActionResult, MemberActivity } from '@playhall/contracts/rewards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { ActivityActionResult, MemberActivity };

/** The reward centre's activities with the member's state in each. */
export function getActivities(signal?: AbortSignal): Promise<MemberActivity[]> {
  return apiRequest<MemberActivity[]>('/wps/member/rewards/activities', { signal });
}

export function activitiesQueryOptions() {
  return queryOptions({
    queryKey: ['rewards', 'activities'],
    queryFn: ({ signal }) => getActivities(signal),
    // A deposit qualifies a first-deposit bonus within seconds: a page left open shows the claim soon.
    staleTime: 10_000,
    refetchInterval: 20_000,
  });
}

/** Joins an activity, or signs in today. */
export function joinActivity(id: string): Promise<ActivityActionResult> {
  return apiRequest<ActivityActionResult>(`/wps/member/rewards/activities/${encodeURIComponent(id)}/join`, {
    method: 'POST',
  });
}

/** Claims what a qualified activity pays. */
export function claimActivity(id: string): Promise<ActivityActionResult> {
  return apiRequest<ActivityActionResult>(`/wps/member/rewards/activities/${encodeURIComponent(id)}/claim`, {
    method: 'POST',
  });
}
