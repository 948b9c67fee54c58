import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { lazyImport } from '@/lib/lazy-import';
import { useUiStore } from '@/lib/ui-store';
import { PHONE_LAYOUT_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useTranslation } from '@/lib/use-translation';
import { useRouteHandle } from '../routes/route-handle';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { TopNav } from './top-nav';
import './layout.css';

// The footer is never on the first screen: its code arrives after the first paint, and it renders when it has.
const Footer = lazy(() => lazyImport(() => import('./footer')).then((m) => ({ default: m.Footer })));
// Each device loads only its own fixed bar: the tab bar on a phone, the right bar on wider screens.
const TabBar = lazy(() => lazyImport(() => import('./tab-bar')).then((m) => ({ default: m.TabBar })));
const RightBar = lazy(() =>
  lazyImport(() => import('@/features/support/components/right-bar')).then((m) => ({ default: m.RightBar })),
);
// The floating customer-service button, with a member's unread chat count, arrives right after the first paint.
const CustomerServiceButton = lazy(() =>
  lazyImport(() => import('@/features/support/components/customer-service-button')).then((m) => ({
    default: m.CustomerServiceButton,
  })),
);

/**
 * The portal shell: header, side menu, top navigation, page, footer, right bar and customer service, and on a
 * phone the bottom tab bar (which takes the customer service in, so the floating button is not even loaded there).
 * A game's stage keeps the whole screen.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const sideMenuOpen = useUiStore((state) => state.sideMenuOpen);
  const openModal = useUiStore((state) => state.openModal);
  const hasSideMenu = !handle.hideSideMenu;
  const isStage = handle.isGameStage === true;
  const isPhone = useMediaQuery(PHONE_LAYOUT_QUERY);

  // /login and /register are the lobby with their popup open; /register keeps ?referralCode (an agent's
  // invitation) and ?recommenderId (a member's invite link) for the form.
  const referralCode = searchParams.get('referralCode') ?? '';
  const recommenderId = searchParams.get('recommenderId') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per visit of the popup route
  useEffect(() => {
    if (handle.popup === 'register')
      openModal('register', {
        ...(referralCode ? { referralCode } : {}),
        ...(recommenderId ? { recommenderId } : {}),
      });
    else if (handle.popup === 'login') openModal('login');
  }, [handle.popup, location.key]);

  return (
    <div
      className={`shell${hasSideMenu ? '' : ' shell--no-side'}${sideMenuOpen ? '' : ' shell--collapsed'}${isStage ? ' shell--stage' : ' shell--tabbed'}`}
    >
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header hasSideMenu={hasSideMenu} />
      <div className="shell__body">
        {hasSideMenu ? <SideMenu /> : null}
        <div className="shell__content">
          {isStage ? null : <TopNav />}
          <main id="main" className="shell__main" tabIndex={-1}>
            <Outlet />
          </main>
          {handle.hideFooter ? null : (
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          )}
        </div>
      </div>
      {isStage || isPhone ? null : (
        <Suspense fallback={null}>
          <RightBar />
          <CustomerServiceButton />
        </Suspense>
      )}
      {isStage || !isPhone ? null : (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      )}
    </div>
  );
}
