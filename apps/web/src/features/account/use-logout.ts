import { useCallback } from 'react';
import { confirmAction } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useSession } from '@/lib/session';
import { endSession } from '@/lib/session-end';
import { getSessionToken } from '@/lib/session-token';
import { logout } from './api/logout';

/**
 * Logout (portal-shell spec §4 "Session"): after the in_sure_logout confirmation session storage is cleared, the
 * visitor goes home (agents to the agent login page) and the server session ends. The device forgets the session
 * first: a page's call made between the server's answer and the device forgetting would be refused (401).
 */
export function useLogout() {
  const navigate = useSafeNavigate();
  const { isAgent } = useSession();
  return useCallback(
    ({ confirm = true, onDone }: { confirm?: boolean; onDone?: () => void } = {}) => {
      const run = async () => {
        const token = getSessionToken();
        endSession();
        onDone?.();
        navigate(isAgent ? '/agent' : '/');
        if (!token) return;
        try {
          await logout(token);
        } catch {
          // An ended or unknown session is logged out all the same.
        }
      };
      if (confirm) confirmAction(i18n.t('header.logout'), i18n.t('dialogs.in_sure_logout'), () => void run());
      else void run();
    },
    [isAgent, navigate],
  );
}
