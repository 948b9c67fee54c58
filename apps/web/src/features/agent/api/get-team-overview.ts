import type { TeamOverview } from '@playhall/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TeamPeriod } from '../components/team-period';

/** agentTeamOverview: the team's figures of a period of brand days, direct downlines beside the whole team. */
export function getTeamOverview(period: TeamPeriod, signal?: AbortSignal): Promise<TeamOverview> {
  return apiRequest<TeamOverview>('/wps/agent/team/overview', { query: period, signal });
}

export function teamOverviewQueryOptions(period: TeamPeriod) {
  return queryOptions({
    queryKey: ['agent', 'team-overview', period],
    queryFn: ({ signal }) => getTeamOverview(period, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
