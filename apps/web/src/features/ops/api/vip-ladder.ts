import type { SetVipLadder, VipLadder } from '@playhall/contracts/vip';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { SetVipLadder, VipLadder };

export function vipLadderQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'vip-ladder'],
    queryFn: ({ signal }) => opsRequest<VipLadder>('/ops/api/vip-ladder', { signal }),
    staleTime: 5_000,
  });
}

/** Replaces the whole ladder (audited). */
export function setVipLadder(input: SetVipLadder): Promise<VipLadder> {
  return opsRequest<VipLadder>('/ops/api/vip-ladder', { method: 'PUT', body: input });
}
