import type { MemberInfo } from '@playhall/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions, type SessionFlags, sessionFlags } from './api/get-member-info';
import { useSessionToken } from './session-token';

export type Session = SessionFlags & { token: string | null; member: MemberInfo | undefined };

/**
 * Who is using the portal. Without a token everyone is a guest; with one, member info decides isLogin,
 * isAgent and isTrial. A token the server no longer accepts ends the session through the API client's
 * session-ended listener (app/root-frame).
 */
export function useSession(): Session {
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  return { token, member: token ? member : undefined, ...sessionFlags(token ? member : undefined) };
}
