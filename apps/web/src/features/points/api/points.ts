import type {
  MallItem,
  PointRecord,
  PointRecordPage,
  PointsSummary,
  RedeemRequest,
  Redemption,
  RedemptionPage,
} from '@playhall/contracts/points';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { MallItem, PointRecord, PointsSummary, Redemption };

// Under 'rewards': a money action (useMoneyAction) reloads them with the balances.
const KEY = ['rewards', 'points'] as const;
const PAGE_SIZE = 10;

/** The member's points, the exchange ratio and what earns a point per category. */
export function pointsSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...KEY, 'summary'],
    queryFn: ({ signal }) => apiRequest<PointsSummary>('/wps/member/points', { signal }),
    staleTime: 10_000,
  });
}

export function mallItemsQueryOptions() {
  return queryOptions({
    queryKey: [...KEY, 'items'],
    queryFn: ({ signal }) => apiRequest<MallItem[]>('/wps/member/points/items', { signal }),
    staleTime: 10_000,
  });
}

export function pointRecordsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: [...KEY, 'records', pageNo],
    queryFn: ({ signal }) =>
      apiRequest<PointRecordPage>('/wps/member/points/records', {
        query: { pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function redemptionsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: [...KEY, 'redemptions', pageNo],
    queryFn: ({ signal }) =>
      apiRequest<RedemptionPage>('/wps/member/points/redemptions', {
        query: { pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Redeems points for an item with the payment password (a sealed body, as the spec marks it). */
export function redeemPoints(request: RedeemRequest): Promise<Redemption> {
  return apiRequest<Redemption>('/wps/member/points/redeem', { method: 'POST', body: request, sealed: true });
}
