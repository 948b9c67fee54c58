import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isPopupClosed, popupExecutions } from '@/features/content/announcement-popup-state';
import { noticesQueryOptions } from '@/features/content/api/get-notices';
import { useSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import { OPERATOR_CONSOLE_PATH } from './routes/operator-console';
import { useRouteHandle } from './routes/route-handle';

/**
 * The public announcement pop-up (member-and-agent-centres §4): once per session per visitor class, the notices of
 * that class (a user's A, plus F on the first login; an anonymous visitor's B) open in the notice modal, when no
 * other modal is open and not over a game or the operator console. It asks again when the language or the login
 * changes; closing it marks it closed for the class.
 */
export function AnnouncementPopup() {
  const visitor = useSessionToken() ? 'user' : 'anonymous';
  const isFirstLogin = useUiStore((state) => state.firstLogin);
  const language = useUiStore((state) => state.language);
  const hasModal = useUiStore((state) => state.modals.length > 0);
  const openModal = useUiStore((state) => state.openModal);
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const execution = popupExecutions(visitor, isFirstLogin);
  const isWanted =
    !isPopupClosed(visitor) && !handle.isGameStage && !pathname.startsWith(OPERATOR_CONSOLE_PATH);
  const { data: notices } = useQuery({ ...noticesQueryOptions(language, execution), enabled: isWanted });
  const hasNotices = (notices?.length ?? 0) > 0;
  useEffect(() => {
    if (isWanted && hasNotices && !hasModal) openModal('notice', { mode: 'popup', execution });
  }, [isWanted, hasNotices, hasModal, execution, openModal]);
  return null;
}
