import type { OpsReferralPage, ReferralRule, SetReferralRule } from '@playhall/contracts/referrals';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { OpsReferralPage, ReferralRule };
export type OpsReferral = OpsReferralPage['content'][number];

/** The referral rule (null until one is set). */
export function referralRuleQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'referral-rule'],
    queryFn: ({ signal }) => opsRequest<ReferralRule | null>('/ops/api/referral-rule', { signal }),
    staleTime: 5_000,
  });
}

/** Sets the rule whole (audited). */
export function setReferralRule(input: SetReferralRule): Promise<ReferralRule> {
  return opsRequest<ReferralRule>('/ops/api/referral-rule', { method: 'PUT', body: input });
}

/** Every referral, newest first. */
export function referralsQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: ['ops', 'referrals', pageNo],
    queryFn: ({ signal }) =>
      opsRequest<OpsReferralPage>('/ops/api/referrals', { query: { pageNo, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
