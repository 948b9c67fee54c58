import type { ReferralInvitee, ReferralStatus } from '@playhall/contracts/referrals';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { ReferralInvitee, ReferralStatus };

export const INVITEES_PER_PAGE = 10;

/** The member's code and link, the rule, totals and a page of invitees with their progress. */
export function referralQueryOptions(pageNo: number) {
  return queryOptions({
    // Under 'rewards': a money action (a claim) loads it again with the balances.
    queryKey: ['rewards', 'referral', pageNo],
    queryFn: ({ signal }) =>
      apiRequest<ReferralStatus>('/wps/member/referral', {
        query: { pageNo, pageSize: INVITEES_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}

/** Claims a qualified invitee's reward: a bonus for the member and one for the invitee, once. */
export function claimReferralReward(inviteeId: string): Promise<ReferralInvitee> {
  return apiRequest<ReferralInvitee>(`/wps/member/referral/invitees/${encodeURIComponent(inviteeId)}/claim`, {
    method: 'POST',
  });
}
