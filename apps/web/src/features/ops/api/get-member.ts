import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';
import type { OpsMemberDetail } from './types';

/** A member with wallets and the latest 50 ledger entries. */
export function getOpsMember(id: string, signal?: AbortSignal): Promise<OpsMemberDetail> {
  return opsRequest<OpsMemberDetail>(`/ops/api/members/${encodeURIComponent(id)}`, { signal });
}

export function opsMemberQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['ops', 'member', id],
    queryFn: ({ signal }) => getOpsMember(id, signal),
    staleTime: 5_000,
  });
}
