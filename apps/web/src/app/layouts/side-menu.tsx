import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyImport } from '@/lib/lazy-import';
import { useUiStore } from '@/lib/ui-store';
import { PHONE_LAYOUT_QUERY, useMediaQuery } from '@/lib/use-media-query';

const loadContent = () => lazyImport(() => import('./side-menu-content'));
// Where the menu shows from the start (not a phone's closed drawer), its content is asked for as the app starts, so
// that it is there when the shell first renders.
const startedContent = window.matchMedia(PHONE_LAYOUT_QUERY).matches ? null : loadContent();
// A start that failed is tried again when the menu renders (and reported there, not as an unhandled rejection).
startedContent?.catch(() => undefined);
const SideMenuContent = lazy(() =>
  (startedContent ?? loadContent()).catch(() => loadContent()).then((m) => ({ default: m.SideMenuContent })),
);

/**
 * On a phone the menu is a closed drawer: its code and two hundred elements come the first time it opens, not
 * while the page loads.
 */
function useMenuContentNeeded(drawerOpen: boolean): boolean {
  // Below this width the side menu is a drawer.
  const isDrawer = useMediaQuery(PHONE_LAYOUT_QUERY);
  const [hasOpened, setOpened] = useState(drawerOpen);
  if (drawerOpen && !hasOpened) setOpened(true);
  return !isDrawer || hasOpened;
}

/**
 * The side menu (portal-shell spec §2): game lists and categories, then account, rewards and tools. On a
 * desktop it collapses to icons; on a phone it is a drawer.
 */
export function SideMenu() {
  const sideMenuOpen = useUiStore((state) => state.sideMenuOpen);
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const location = useLocation();
  const isContentNeeded = useMenuContentNeeded(drawerOpen);

  // The drawer closes once a choice was made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.key, setDrawerOpen]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, setDrawerOpen]);

  return (
    <>
      <div
        className={`drawer-scrim${drawerOpen ? ' drawer-scrim--open' : ''}`}
        aria-hidden="true"
        onClick={() => setDrawerOpen(false)}
      />
      <div
        className={`side-menu${sideMenuOpen ? '' : ' side-menu--collapsed'}${drawerOpen ? ' side-menu--drawer-open' : ''}`}
      >
        {isContentNeeded ? (
          <Suspense fallback={null}>
            <SideMenuContent />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
