import { redirect } from 'react-router';
import { memberInfoQueryOptions, sessionFlags } from '@/lib/api/get-member-info';
import { showRealAccountNeeded } from '@/lib/dialogs';
import { queryClient } from '@/lib/query-client';
import { getSessionToken } from '@/lib/session-token';

/** Routes that need a session send guests to /login: the lobby with the login popup (portal-shell spec §2). */
export function requireAuth() {
  return getSessionToken() ? null : redirect('/login');
}

/** The game page: a free-trial (demo) start needs no session; a real one does. */
export function requireAuthUnlessDemo({ request }: { request: Request }) {
  return new URL(request.url).searchParams.get('demo') === '1' ? null : requireAuth();
}

/** Where a refused navigation stays: the page it started from (the URL has not changed yet), else home. */
function currentPage(target: URL): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return window.location.pathname === target.pathname ? '/' : here;
}

/**
 * The member centre (portal-shell spec §4 "protected actions"): a guest gets the login popup, a trial account
 * the in_need_true_account dialog and stays where it was; a member proceeds.
 */
export async function requireRealAccount({ request }: { request: Request }) {
  const token = getSessionToken();
  if (!token) return redirect('/login');
  try {
    const member = await queryClient.ensureQueryData(memberInfoQueryOptions(token));
    if (!sessionFlags(member).isTrial) return null;
  } catch {
    return redirect('/login');
  }
  showRealAccountNeeded();
  return redirect(currentPage(new URL(request.url)));
}

/** The agent centre is for agents: everyone else goes to the agent login page (member-centres spec §6). */
export async function requireAgent() {
  const token = getSessionToken();
  if (!token) return redirect('/agent');
  try {
    const member = await queryClient.ensureQueryData(memberInfoQueryOptions(token));
    return sessionFlags(member).isAgent ? null : redirect('/agent');
  } catch {
    return redirect('/agent');
  }
}
