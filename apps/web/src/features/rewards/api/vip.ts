import type { Bonus } from '@playhall/contracts/rewards';
import type { VipBonusKind, VipState, VipStatus } from '@playhall/contracts/vip';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { VipBonusKind, VipState, VipStatus };

/** The member's rank, progress over the rolling window, the ladder and the rank's bonuses. */
export function vipStatusQueryOptions() {
  return queryOptions({
    queryKey: ['rewards', 'vip', 'status'],
    queryFn: ({ signal }) => apiRequest<VipStatus>('/wps/member/vip', { signal }),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

/** Claims the rank's monthly or birthday bonus (once per month or year). */
export function claimVipBonus(kind: VipBonusKind): Promise<Bonus> {
  return apiRequest<Bonus>('/wps/member/vip/claim', { method: 'POST', body: { kind } });
}
