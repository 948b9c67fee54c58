import type { MemberInfo } from '@playhall/contracts/accounts';
import { AGENT_TYPE_CODES, TRIAL_TYPE_CODE } from '@playhall/contracts/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Member info (portal-shell spec §3): needs a session token, the member's unless another is given. */
export function getMemberInfo(signal?: AbortSignal, token?: string): Promise<MemberInfo> {
  return apiRequest<MemberInfo>('/wps/member/info', { signal, token });
}

export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => getMemberInfo(signal, token ?? undefined),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

export type SessionFlags = { isLogin: boolean; isAgent: boolean; isTrial: boolean };

/** Session flags from member info (spec §3, §6): agent type codes 1, 2, 41, 42; trial 4. */
export function sessionFlags(member: MemberInfo | undefined): SessionFlags {
  if (!member) return { isLogin: false, isAgent: false, isTrial: false };
  return {
    isLogin: true,
    isAgent: AGENT_TYPE_CODES.some((code) => code === member.type),
    isTrial: member.type === TRIAL_TYPE_CODE,
  };
}
