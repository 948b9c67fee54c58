import type { Jackpot } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The progressive jackpot pool as an API amount, or null while the brand has none. */
export function getJackpot(signal?: AbortSignal): Promise<Jackpot> {
  return apiRequest<Jackpot>('/lgw/games/jackpot', { signal });
}

export const jackpotQueryOptions = queryOptions({
  queryKey: ['games', 'jackpot'],
  queryFn: ({ signal }) => getJackpot(signal),
  staleTime: 30_000,
  refetchInterval: 30_000,
});
