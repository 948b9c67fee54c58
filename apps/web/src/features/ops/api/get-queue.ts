import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';
import type { Queue } from './types';

/** What waits for an operator: pending deposits and withdrawals not yet settled. */
export function getQueue(signal?: AbortSignal): Promise<Queue> {
  return opsRequest<Queue>('/ops/api/queue', { signal });
}

export const queueQueryOptions = queryOptions({
  queryKey: ['ops', 'queue'],
  queryFn: ({ signal }) => getQueue(signal),
  staleTime: 5_000,
  refetchInterval: 15_000,
});
