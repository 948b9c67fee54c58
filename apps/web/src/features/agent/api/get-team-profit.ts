import type { ProfitSort, TeamProfitPage } from '@playhall/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TeamPeriod } from '../components/team-period';

export type TeamProfitFilter = TeamPeriod & {
  sort: ProfitSort;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
};

/** palStatementsAgentCopy: a page of the direct downlines' profit and loss, with the team total. */
export function getTeamProfit(filter: TeamProfitFilter, signal?: AbortSignal): Promise<TeamProfitPage> {
  return apiRequest<TeamProfitPage>('/wps/agent/team/profit', { query: filter, signal });
}

export function teamProfitQueryOptions(filter: TeamProfitFilter) {
  return queryOptions({
    queryKey: ['agent', 'team-profit', filter],
    queryFn: ({ signal }) => getTeamProfit(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
