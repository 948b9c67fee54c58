import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { onSessionEnded } from '@/lib/api-client';
import { showMessage } from '@/lib/dialogs';
import { lazyImport } from '@/lib/lazy-import';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { endSession } from '@/lib/session-end';
import { useTranslation } from '@/lib/use-translation';
import { useRouteHandle } from './routes/route-handle';

// Nothing is open on the first paint: the host of modals, dialogs and toasts arrives right after it.
const ModalHost = lazy(() =>
  lazyImport(() => import('./modal-host')).then((m) => ({ default: m.ModalHost })),
);

/** Everything every route shares: the navigation loader, scroll reset, document title and the modals. */
export function RootFrame() {
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const location = useLocation();
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const lastName = useRef(handle.name);
  const navigate = useSafeNavigate();
  const needsSession = useRef(false);
  needsSession.current = handle.requiresAuth === true || handle.name === 'agentHome';

  // After a navigation, scroll smoothly to the top when the route name changed (portal-shell spec §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per completed navigation
  useEffect(() => {
    if (lastName.current !== handle.name) {
      lastName.current = handle.name;
      if (!location.hash) window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [location.key]);

  // A 401 SESSION_EXPIRED or UNAUTHORIZED on any call: back to the guest state, with a notice.
  useEffect(
    () =>
      onSessionEnded(() => {
        endSession();
        if (needsSession.current) navigate('/', { replace: true });
        showMessage(t('messages.notLoggedIn'), 'warning');
      }),
    [t, navigate],
  );

  const title = t(handle.titleKey);
  useEffect(() => {
    document.title = title && handle.name !== 'lobby' ? `${title} · ${brand.name}` : brand.name;
  }, [title, brand.name, handle.name]);

  const isNavigating = navigation.state !== 'idle';
  return (
    <>
      <div
        className={`nav-loader${isNavigating ? ' nav-loader--active' : ''}`}
        role="progressbar"
        aria-hidden={!isNavigating}
        aria-label={t('common.loading')}
      />
      <Outlet />
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
    </>
  );
}
