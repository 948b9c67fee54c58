import type { PromotionCategory, PromotionType } from '@playhall/contracts/reward-constants';
import type { Promotion } from '@playhall/contracts/rewards';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { Promotion };

export type PromotionFilter = { type: PromotionType | null; category: PromotionCategory | null };

/** /promotions: the live and coming activities, of one type and one category when asked (spec §2, §3). */
export function promotionsQueryOptions(filter: PromotionFilter) {
  return queryOptions({
    queryKey: ['promotions', filter.type, filter.category],
    queryFn: ({ signal }) =>
      apiRequest<Promotion[]>('/wps/promotions', {
        query: { type: filter.type ?? undefined, category: filter.category ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function promotionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['promotions', 'one', id],
    queryFn: ({ signal }) => apiRequest<Promotion>(`/wps/promotions/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });
}
