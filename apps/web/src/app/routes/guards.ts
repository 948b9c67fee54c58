import { redirect } from 'react-router';
import { memberInfoQueryOptions, sessionFlags } from '../../lib/api/get-member-info';
import { queryClient } from '../../lib/query-client';
import { getSessionToken } from '../../lib/session-token';

/** Routes that need a session send guests to /login: the lobby with the login popup (portal-shell spec §2). */
export function requireAuth() {
  return getSessionToken() ? null : redirect('/login');
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
