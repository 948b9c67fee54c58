import type { Bonus, BonusPage, CancelBonus, GrantBonus } from '@playhall/contracts/rewards';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { Bonus, GrantBonus };

/** A member's bonuses with their wagering, newest first. */
export function getMemberBonuses(memberId: string, pageNo: number, signal?: AbortSignal): Promise<BonusPage> {
  return opsRequest<BonusPage>(`/ops/api/members/${encodeURIComponent(memberId)}/bonuses`, {
    query: { pageNo, pageSize: 5 },
    signal,
  });
}

export function memberBonusesQueryOptions(memberId: string, pageNo: number) {
  return queryOptions({
    queryKey: ['ops', 'member', memberId, 'bonuses', pageNo],
    queryFn: ({ signal }) => getMemberBonuses(memberId, pageNo, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Pays a member a bonus with its wagering (audited). */
export function grantBonus(memberId: string, input: GrantBonus): Promise<Bonus> {
  return opsRequest<Bonus>(`/ops/api/members/${encodeURIComponent(memberId)}/bonuses`, {
    method: 'POST',
    body: input,
  });
}

/** Cancels an active bonus: what the wallet still holds of it goes back (audited). */
export function cancelBonus(bonusId: string, input: CancelBonus): Promise<Bonus> {
  return opsRequest<Bonus>(`/ops/api/bonuses/${encodeURIComponent(bonusId)}/cancel`, {
    method: 'POST',
    body: input,
  });
}
