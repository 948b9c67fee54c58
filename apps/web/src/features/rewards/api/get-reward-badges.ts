import type { RewardBadges } from '@playhall/contracts/rewards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How many rewards wait for the member (claims ready, today's sign-in, a claimable rebate). */
export function getRewardBadges(signal?: AbortSignal): Promise<RewardBadges> {
  return apiRequest<RewardBadges>('/wps/member/rewards/badges', { signal });
}

/** The reward badge's count; not for guests or trial accounts. */
export function rewardBadgesQueryOptions(token: string | null, isEnabled: boolean) {
  return queryOptions({
    queryKey: ['rewards', 'badges', token],
    queryFn: ({ signal }) => getRewardBadges(signal),
    enabled: token !== null && isEnabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
