import type { Contract, ContractStatus } from '@playhall/contracts/agent-contracts';
import type { ContractKind } from '@playhall/contracts/contract-terms';
import type { OpsEndContractRequest } from '@playhall/contracts/ops-contracts';
import type { NumberedPage } from '@playhall/contracts/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

/** What the contract list is narrowed to: an account on either side, a kind, a status ('' for any). */
export type ContractFilter = { account: string; kind: ContractKind | ''; status: ContractStatus | '' };

export function opsContractsQueryOptions(filter: ContractFilter, pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['ops', 'contracts', 'list', filter, pageNo, pageSize],
    queryFn: ({ signal }) =>
      opsRequest<NumberedPage<Contract>>('/ops/api/contracts', {
        query: {
          pageNo,
          pageSize,
          account: filter.account || undefined,
          kind: filter.kind || undefined,
          status: filter.status || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Ends a contract from its next period (END) or at once (TERMINATE), with the reason kept in the audit log. */
export function endContract(id: string, request: OpsEndContractRequest) {
  return opsRequest<Contract>(`/ops/api/contracts/${encodeURIComponent(id)}/end`, {
    method: 'POST',
    body: request,
  });
}
