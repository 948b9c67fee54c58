import type { MemberInfo } from '@playhall/contracts/accounts';
import { memberInfoQueryOptions, sessionFlags } from '@/lib/api/get-member-info';
import { queryClient } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import type { SessionGranted } from './api/session-granted';

export type SessionStart = { status: 'PASSWORD_CHANGE' } | { status: 'READY'; member: MemberInfo };

/**
 * What every way in (login, second factor, registration, free play, phone reset) does with a granted session
 * (portal-shell spec §4 "Login" 2-4): store the token; a default or expired password opens the change-password
 * modal in forced mode, with the password just typed; otherwise member info loads, the after-login flag is set
 * and a first login is recorded for the first-login announcements.
 */
export async function startSession(
  granted: SessionGranted,
  options: { oldPassword?: string; next?: string } = {},
): Promise<SessionStart> {
  setSessionToken(granted.token);
  const store = useUiStore.getState();
  if (granted.mustChangePassword) {
    store.openModal('changePassword', {
      forced: '1',
      ...(options.oldPassword ? { oldPassword: options.oldPassword } : {}),
      ...(options.next ? { next: options.next } : {}),
    });
    return { status: 'PASSWORD_CHANGE' };
  }
  const member = await queryClient.fetchQuery(memberInfoQueryOptions(granted.token));
  store.markLoggedIn(granted.firstTimeLogin);
  askAboutContractOffers(member);
  return { status: 'READY', member };
}

/**
 * An agent's login opens the contract modal once (member-and-agent-centres §2, §4): it shows the offers waiting
 * for the agent, and closes at once when there are none.
 */
export function askAboutContractOffers(member: MemberInfo): void {
  if (sessionFlags(member).isAgent) useUiStore.getState().openModal('contractOffers');
}
