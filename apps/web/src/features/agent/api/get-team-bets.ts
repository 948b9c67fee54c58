import type { TeamBetPage } from '@playhall/contracts/agent-reports';
import type { BetStatus } from '@playhall/contracts/bets';
import type { GameCategory } from '@playhall/contracts/games';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TeamPeriod } from '../components/team-period';

export type TeamBetFilter = TeamPeriod & {
  account?: string;
  category?: GameCategory;
  vendor?: string;
  status?: BetStatus;
  pageNo: number;
  pageSize: number;
};

/** personalHistoryCopy in the agent centre: a page of the team's bets with the filter's totals. */
export function getTeamBets(filter: TeamBetFilter, signal?: AbortSignal): Promise<TeamBetPage> {
  return apiRequest<TeamBetPage>('/wps/agent/team/bets', { query: filter, signal });
}

export function teamBetsQueryOptions(filter: TeamBetFilter) {
  return queryOptions({
    queryKey: ['agent', 'team-bets', filter],
    queryFn: ({ signal }) => getTeamBets(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
