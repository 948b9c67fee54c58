import type { Contract, ContractsQuery } from '@playhall/contracts/agent-contracts';
import type { NumberedPage } from '@playhall/contracts/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ContractPage = NumberedPage<Contract>;
export type ContractFilter = {
  role: NonNullable<ContractsQuery['role']>;
  status: NonNullable<ContractsQuery['status']>;
  pageNo: number;
  pageSize: number;
};

/** Contracts the agent received (status=offered: its contract requests) or gave, newest first. */
export function getContracts(filter: ContractFilter, signal?: AbortSignal): Promise<ContractPage> {
  return apiRequest<ContractPage>('/wps/agent/contracts', { query: filter, signal });
}

/** Every contract query shares this key: one invalidation after a decision refreshes them all. */
export const CONTRACTS_QUERY_KEY = ['agent', 'contracts'] as const;

export function contractsQueryOptions(filter: ContractFilter) {
  return queryOptions({
    queryKey: [...CONTRACTS_QUERY_KEY, 'list', filter],
    queryFn: ({ signal }) => getContracts(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
