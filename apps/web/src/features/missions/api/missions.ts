import type { Leaderboard, MissionClaimed, MissionList } from '@playhall/contracts/missions';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { Mission } from '@playhall/contracts/missions';
export type { Leaderboard, MissionClaimed, MissionList };

// Under 'rewards': a claim (a money action) loads them again with the balance and the badges.

/** The daily and weekly missions with the member's progress this period. */
export function missionsQueryOptions() {
  return queryOptions({
    queryKey: ['rewards', 'missions', 'list'],
    queryFn: ({ signal }) => apiRequest<MissionList>('/wps/member/missions', { signal }),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

/** The brand week's leaderboard and the member's own place. */
export function leaderboardQueryOptions() {
  return queryOptions({
    queryKey: ['rewards', 'missions', 'leaderboard'],
    queryFn: ({ signal }) => apiRequest<Leaderboard>('/wps/member/missions/leaderboard', { signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** Claims a completed mission: its reward as a bonus, its score on the leaderboard. */
export function claimMission(id: string): Promise<MissionClaimed> {
  return apiRequest<MissionClaimed>(`/wps/member/missions/${encodeURIComponent(id)}/claim`, {
    method: 'POST',
  });
}
