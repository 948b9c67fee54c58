import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { CustomerServiceButton } from '@/features/support/components/customer-service-button';
import { RightBar } from '@/features/support/components/right-bar';
import { useUiStore } from '@/lib/ui-store';
import { useRouteHandle } from '../routes/route-handle';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { TopNav } from './top-nav';
import './layout.css';

/**
 * The portal shell: header, side menu, top navigation, page, footer, right bar and customer service, and on a
 * phone the bottom tab bar (which takes the customer service in). A game's stage keeps the whole screen.
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
  // The footer is never on the first screen: it joins in a background render right after the first paint.
  const isFooterReady = useDeferredValue(true, false);

  // /login and /register are the lobby with their popup open; /register keeps ?referralCode for the form.
  const referralCode = searchParams.get('referralCode') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per visit of the popup route
  useEffect(() => {
    if (handle.popup === 'register') openModal('register', referralCode ? { referralCode } : {});
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
          {handle.hideFooter || !isFooterReady ? null : <Footer />}
        </div>
      </div>
      {isStage ? null : <RightBar />}
      {isStage ? null : <CustomerServiceButton />}
      {isStage ? null : <TabBar />}
    </div>
  );
}
