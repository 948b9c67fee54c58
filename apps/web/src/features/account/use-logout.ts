import { useCallback } from 'react';
import { confirmAction } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useSession } from '@/lib/session';
import { endSession } from '@/lib/session-end';
import { logout } from './api/logout';

/**
 * Logout (portal-shell spec §4 "Session"): after the in_sure_logout confirmation the server session ends, session
 * storage is cleared and the visitor goes home (agents to the agent login page).
 */
export function useLogout() {
  const navigate = useSafeNavigate();
  const { isAgent } = useSession();
  return useCallback(
    ({ confirm = true, onDone }: { confirm?: boolean; onDone?: () => void } = {}) => {
      const run = async () => {
        try {
          await logout();
        } catch {
          // An ended or unknown session is logged out all the same.
        }
        endSession();
        onDone?.();
        navigate(isAgent ? '/agent' : '/');
      };
      if (confirm) confirmAction(i18n.t('header.logout'), i18n.t('dialogs.in_sure_logout'), () => void run());
      else void run();
    },
    [isAgent, navigate],
  );
}
