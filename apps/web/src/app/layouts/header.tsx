import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { LanguageSelector } from '@/features/preferences/components/language-selector';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { lazyImport } from '@/lib/lazy-import';
import { useSession } from '@/lib/session';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { BrandClock } from './brand-clock';

// A guest, as most first visits are, never loads the wallet and account menu; a member's arrive with the page.
const HeaderAccount = lazy(() =>
  lazyImport(() => import('./header-account')).then((m) => ({ default: m.HeaderAccount })),
);
const accountPending = <span className="header__account" aria-busy="true" />;

/** The header: menu toggle, brand, clock, language, theme, and the wallet and account menu or the auth buttons. */
export function Header({ hasSideMenu }: { hasSideMenu: boolean }) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const session = useSession();
  const openModal = useUiStore((state) => state.openModal);
  const toggleSideMenu = useUiStore((state) => state.toggleSideMenu);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const sideMenuOpen = useUiStore((state) => state.sideMenuOpen);

  return (
    <header className={`header${session.isLogin && !session.isTrial ? ' header--wallet' : ''}`}>
      <div className="header__start">
        {hasSideMenu ? (
          <>
            <Button
              iconOnly
              icon="menu"
              className="header__menu header__menu--desktop"
              aria-label={sideMenuOpen ? t('sideMenu.collapse') : t('sideMenu.expand')}
              aria-expanded={sideMenuOpen}
              onClick={toggleSideMenu}
            />
            <Button
              iconOnly
              icon="menu"
              className="header__menu header__menu--phone"
              aria-label={t('sideMenu.open')}
              onClick={() => setDrawerOpen(true)}
            />
          </>
        ) : null}
        <Link to="/" className="header__brand" aria-label={t('header.homeLink', { brand: brand.name })}>
          <BrandMark size={36} />
          <span className="header__brand-name">{brand.name}</span>
        </Link>
      </div>
      <div className="header__end">
        <span className="header__desktop-only">
          <BrandClock />
        </span>
        <span className="header__desktop-only header__prefs">
          <LanguageSelector />
          <ThemeToggle />
        </span>
        {session.isLogin && session.member ? (
          <Suspense fallback={accountPending}>
            <HeaderAccount session={session} />
          </Suspense>
        ) : session.token ? (
          accountPending
        ) : (
          <span className="header__auth">
            <Button variant="outline" size="sm" className="header__login" onClick={() => openModal('login')}>
              {t('header.login')}
            </Button>
            <Button
              variant="gold"
              size="sm"
              className="header__register"
              onClick={() => openModal('register')}
            >
              {t('header.register')}
            </Button>
          </span>
        )}
      </div>
    </header>
  );
}
