import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';
import type { Operator } from './types';

/** The logged-in operator. */
export function getOperator(signal?: AbortSignal): Promise<Operator> {
  return opsRequest<Operator>('/ops/api/me', { signal });
}

export function operatorQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['ops', 'me', token],
    queryFn: ({ signal }) => getOperator(signal),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
}
