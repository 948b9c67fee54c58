import type { MemberInfo } from '@playhall/contracts/accounts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memberInfoQueryOptions, type SessionFlags, sessionFlags } from './api/get-member-info';
import { ApiError } from './api-client';
import { clearSessionToken, useSessionToken } from './session-token';

export type Session = SessionFlags & { token: string | null; member: MemberInfo | undefined };

/**
 * Who is using the portal. Without a token everyone is a guest; with one, member info decides isLogin,
 * isAgent and isTrial. A token the server no longer accepts is dropped.
 */
export function useSession(): Session {
  const token = useSessionToken();
  const { data: member, error } = useQuery(memberInfoQueryOptions(token));
  useEffect(() => {
    if (error instanceof ApiError && error.code === ErrorCode.UNAUTHORIZED) clearSessionToken();
  }, [error]);
  return { token, member, ...sessionFlags(member) };
}
