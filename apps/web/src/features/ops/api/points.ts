import type {
  MallItem,
  MallItemInput,
  OpsRedemption,
  OpsRedemptionPage,
  PointsConfig,
  RedemptionStatus,
  SetPointsConfig,
} from '@playhall/contracts/points';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { MallItem, MallItemInput, OpsRedemption, PointsConfig, RedemptionStatus };

export function pointsConfigQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'points', 'config'],
    queryFn: ({ signal }) => opsRequest<PointsConfig>('/ops/api/points/config', { signal }),
    staleTime: 5_000,
  });
}

/** Sets the exchange ratio and the earning rules (audited). */
export function setPointsConfig(input: SetPointsConfig): Promise<PointsConfig> {
  return opsRequest<PointsConfig>('/ops/api/points/config', { method: 'PUT', body: input });
}

export function mallItemsQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'points', 'items'],
    queryFn: ({ signal }) => opsRequest<MallItem[]>('/ops/api/points/items', { signal }),
    staleTime: 5_000,
  });
}

/** A new item, or an edit of one (hiding it is an edit); audited. */
export function saveMallItem(id: string | null, input: MallItemInput): Promise<MallItem> {
  return id === null
    ? opsRequest<MallItem>('/ops/api/points/items', { method: 'POST', body: input })
    : opsRequest<MallItem>(`/ops/api/points/items/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function redemptionsQueryOptions(status: RedemptionStatus | null, pageNo: number) {
  return queryOptions({
    queryKey: ['ops', 'points', 'redemptions', status, pageNo],
    queryFn: ({ signal }) =>
      opsRequest<OpsRedemptionPage>('/ops/api/points/redemptions', {
        query: { ...(status ? { status } : {}), pageNo, pageSize: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Approves (pays) or rejects (returns the points and stock) a redemption; audited. */
export function decideRedemption(
  id: string,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<OpsRedemption> {
  return opsRequest<OpsRedemption>(`/ops/api/points/redemptions/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    body: decision === 'approve' ? {} : { reason },
  });
}
