import type { MemberInfo } from '@playhall/contracts/accounts';
import { memberInfoQueryOptions, sessionFlags } from '@/lib/api/get-member-info';
import { queryClient } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import type { SessionGranted } from './api/session-granted';

export type SessionStart = { status: 'PASSWORD_CHANGE' } | { status: 'READY'; member: MemberInfo };

/**
 * What every way in (login, second factor, registration, free play, phone reset) does with a granted session
 * (portal-shell spec §4 "Login" 2-4). A default or expired password opens the change-password modal in forced
 * mode, with the password just typed and the token: the server lets that restricted session do nothing but the
 * change (A3), so the app does not store it as its session, and nothing else (balance, messages, favourites) asks
 * with it only to be refused. Otherwise the token is stored, member info loads, the after-login flag is set and a
 * first login is recorded for the first-login announcements.
 */
export async function startSession(
  granted: SessionGranted,
  options: { oldPassword?: string; next?: string } = {},
): Promise<SessionStart> {
  const store = useUiStore.getState();
  if (granted.mustChangePassword) {
    store.openModal('changePassword', {
      forced: '1',
      token: granted.token,
      ...(options.oldPassword ? { oldPassword: options.oldPassword } : {}),
      ...(options.next ? { next: options.next } : {}),
    });
    return { status: 'PASSWORD_CHANGE' };
  }
  setSessionToken(granted.token);
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
