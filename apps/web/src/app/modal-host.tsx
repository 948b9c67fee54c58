import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { lazyImport } from '@/lib/lazy-import';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { lockPageScroll, unlockPageScroll } from '@/lib/scroll-lock';
import { useToastStore } from '@/lib/toast';
import { type DialogEntry, type ModalEntry, type ModalKind, useUiStore } from '@/lib/ui-store';
import { AnnouncementPopup } from './announcement-popup';

type ModalProps = { onClose: () => void; props: Record<string, string> };

const MODALS: Record<ModalKind, ComponentType<ModalProps>> = {
  login: lazy(() =>
    lazyImport(() => import('@/features/account/components/login-modal')).then((m) => ({
      default: m.LoginModal,
    })),
  ),
  register: lazy(() =>
    lazyImport(() => import('@/features/account/components/register-modal')).then((m) => ({
      default: m.RegisterModal,
    })),
  ),
  forgetPassword: lazy(() =>
    lazyImport(() => import('@/features/account/components/forget-password-modal')).then((m) => ({
      default: m.ForgetPasswordModal,
    })),
  ),
  changePassword: lazy(() =>
    lazyImport(() => import('@/features/account/components/change-password-modal')).then((m) => ({
      default: m.ChangePasswordModal,
    })),
  ),
  speedTest: lazy(() =>
    lazyImport(() => import('@/features/speed-test/components/speed-test-modal')).then((m) => ({
      default: m.SpeedTestModal,
    })),
  ),
  gamePopup: lazy(() =>
    lazyImport(() => import('@/features/games/components/vendor-games-modal')).then((m) => ({
      default: m.VendorGamesModal,
    })),
  ),
  notice: lazy(() =>
    lazyImport(() => import('@/features/content/components/notice-modal')).then((m) => ({
      default: m.NoticeModal,
    })),
  ),
  chatRoom: lazy(() =>
    lazyImport(() => import('@/features/chat/components/chat-room-modal')).then((m) => ({
      default: m.ChatRoomModal,
    })),
  ),
  contractOffers: lazy(() =>
    lazyImport(() => import('@/features/agent/contracts/components/contract-offers-modal')).then((m) => ({
      default: m.ContractOffersModal,
    })),
  ),
};

// Nothing of a dialog, an error in one, or a toast is on the first screen: each arrives with the first of its kind.
const MessageDialog = lazy(() =>
  lazyImport(() => import('@/components/ui/message-dialog')).then((m) => ({ default: m.MessageDialog })),
);
const ModalError = lazy(() =>
  lazyImport(() => import('./modal-error')).then((m) => ({ default: m.ModalError })),
);
const ToastHost = lazy(() =>
  lazyImport(() => import('@/components/ui/toast-host')).then((m) => ({ default: m.ToastHost })),
);

/** Pages that are only the lobby with a popup over it: closing the popup goes back to the plain lobby. */
const POPUP_PATHS = new Set(['/login', '/register']);

function HostedModal({ entry }: { entry: ModalEntry }) {
  const closeModal = useUiStore((state) => state.closeModal);
  const location = useLocation();
  const navigate = useSafeNavigate();
  const close = () => {
    closeModal(entry.id);
    if (POPUP_PATHS.has(location.pathname) && (entry.kind === 'login' || entry.kind === 'register')) {
      navigate('/', { replace: true });
    }
  };
  const Component = MODALS[entry.kind];
  return (
    <ErrorBoundary
      fallback={(error) => (
        <Suspense fallback={null}>
          <ModalError error={error} onClose={close} />
        </Suspense>
      )}
    >
      <Suspense fallback={null}>
        <Component props={entry.props} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}

function HostedDialog({ entry }: { entry: DialogEntry }) {
  const closeDialog = useUiStore((state) => state.closeDialog);
  return (
    <Suspense fallback={null}>
      <MessageDialog
        tone={entry.tone}
        title={entry.title}
        message={entry.message}
        confirmLabel={entry.confirmLabel}
        cancelLabel={entry.cancelLabel}
        onCancel={() => closeDialog(entry.id)}
        onConfirm={() => {
          closeDialog(entry.id);
          entry.onConfirm?.();
        }}
      />
    </Suspense>
  );
}

/** The toasts' host, from the first toast on (it stays, so that its live region is there before the next). */
function Toasts() {
  const hasToast = useToastStore((state) => state.toasts.length > 0);
  const [isWanted, setWanted] = useState(false);
  if (hasToast && !isWanted) setWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * Renders the open modals, dialogs and toasts, and locks page scroll while a modal or dialog is open (restoring the
 * position afterwards); the announcement pop-up opens from here.
 */
export function ModalHost() {
  const modals = useUiStore((state) => state.modals);
  const dialogs = useUiStore((state) => state.dialogs);
  const hasModal = modals.length > 0 || dialogs.length > 0;
  useEffect(() => {
    if (hasModal) lockPageScroll();
    else unlockPageScroll();
  }, [hasModal]);
  return (
    <>
      {modals.map((entry) => (
        <HostedModal key={entry.id} entry={entry} />
      ))}
      {dialogs.map((entry) => (
        <HostedDialog key={entry.id} entry={entry} />
      ))}
      <Toasts />
      <AnnouncementPopup />
    </>
  );
}
