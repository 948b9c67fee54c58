import type { Bonus, BonusPage, BonusStatus } from '@playhall/contracts/rewards';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { Bonus, BonusPage, BonusStatus };

export type BonusFilter = { pageNo: number; pageSize: number; status?: BonusStatus | undefined };

/** The member's bonuses, newest first, with what the active ones still ask to be wagered. */
export function getBonuses(filter: BonusFilter, signal?: AbortSignal): Promise<BonusPage> {
  return apiRequest<BonusPage>('/wps/member/bonuses', { query: filter, signal });
}

export function bonusesQueryOptions(filter: BonusFilter) {
  return queryOptions({
    queryKey: ['rewards', 'bonuses', filter],
    queryFn: ({ signal }) => getBonuses(filter, signal),
    placeholderData: keepPreviousData,
    // Wagering moves as bets settle: a page left open shows it within half a minute.
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}
