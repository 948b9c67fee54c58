import type { SpinResult, WheelSpin, WheelState } from '@playhall/contracts/lucky-wheel';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { SpinResult, WheelSpin, WheelState };

/** The member's wheel: the hash of the seed the next spin uses, whether it is earned, the recent spins. */
export function wheelQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['rewards', 'wheel', id],
    queryFn: ({ signal }) =>
      apiRequest<WheelState>(`/wps/member/rewards/activities/${encodeURIComponent(id)}/wheel`, { signal }),
    staleTime: 10_000,
  });
}

/** Today's spin with the member's client seed. */
export function spinWheel(id: string, clientSeed: string): Promise<SpinResult> {
  return apiRequest<SpinResult>(`/wps/member/rewards/activities/${encodeURIComponent(id)}/spin`, {
    method: 'POST',
    body: { clientSeed },
  });
}
