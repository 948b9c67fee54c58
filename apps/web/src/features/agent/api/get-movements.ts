import type { MovementPage } from '@playhall/contracts/agent-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TeamPeriod } from '../components/team-period';

export type MovementKind = 'team' | 'income';
export type MovementFilter = TeamPeriod & {
  account?: string;
  type?: string;
  pageNo: number;
  pageSize: number;
};

const PATHS: Record<MovementKind, string> = {
  team: '/wps/agent/team/transactions',
  income: '/wps/agent/income',
};

/** Team transactions or my income: main-wallet movements over brand days, with totals per type. */
export function getMovements(
  kind: MovementKind,
  filter: MovementFilter,
  signal?: AbortSignal,
): Promise<MovementPage> {
  return apiRequest<MovementPage>(PATHS[kind], { query: filter, signal });
}

export function movementsQueryOptions(kind: MovementKind, filter: MovementFilter) {
  return queryOptions({
    queryKey: ['agent', 'movements', kind, filter],
    queryFn: ({ signal }) => getMovements(kind, filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
