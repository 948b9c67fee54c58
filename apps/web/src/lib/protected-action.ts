import { useCallback } from 'react';
import { showRealAccountNeeded } from './dialogs';
import { useSession } from './session';
import { useUiStore } from './ui-store';

/**
 * Protected actions (portal-shell spec §4, §6): a visitor gets the login popup, a trial account is told that a
 * real account is needed, a member proceeds.
 */
export function useProtectedAction(): (action: () => void) => void {
  const session = useSession();
  const openModal = useUiStore((state) => state.openModal);
  return useCallback(
    (action: () => void) => {
      if (!session.token || !session.isLogin) openModal('login');
      else if (session.isTrial) showRealAccountNeeded();
      else action();
    },
    [session.token, session.isLogin, session.isTrial, openModal],
  );
}
