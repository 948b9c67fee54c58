import type { Settlement, SettlementStatus } from '@playhall/contracts/agent-contracts';
import type { ContractKind } from '@playhall/contracts/contract-terms';
import type { NumberedPage } from '@playhall/contracts/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

/** What the settlement list is narrowed to ('' for any): by default the payments stuck for want of funds. */
export type SettlementFilter = { status: SettlementStatus | ''; kind: ContractKind | ''; account: string };

export function opsSettlementsQueryOptions(filter: SettlementFilter, pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['ops', 'contracts', 'settlements', filter, pageNo, pageSize],
    queryFn: ({ signal }) =>
      opsRequest<NumberedPage<Settlement>>('/ops/api/settlements', {
        query: {
          pageNo,
          pageSize,
          status: filter.status || undefined,
          kind: filter.kind || undefined,
          account: filter.account || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Tries a waiting payment again now: whether it was paid this time. */
export function retrySettlement(id: string) {
  return opsRequest<{ isPaid: boolean }>(`/ops/api/settlements/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });
}

/** Closes a waiting payment without paying it, with the reason kept in the audit log. */
export async function cancelSettlement(id: string, reason: string): Promise<void> {
  await opsRequest(`/ops/api/settlements/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { reason },
  });
}

/** Runs settlement now (every period due, then every open payment): how many rows and payments it made. */
export function runSettlement() {
  return opsRequest<{ done: number }>('/ops/api/settlements/run', { method: 'POST' });
}
