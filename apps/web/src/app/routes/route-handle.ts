import type { GameCategory } from '@playhall/contracts/games';
import { useMatches } from 'react-router';

/** What the route table tells the layout about a page. */
export type RouteHandle = {
  /** Scroll resets to the top when this changes between two navigations. */
  name: string;
  /** i18n key of the page title (document title and page header). */
  titleKey: string;
  requiresAuth?: boolean;
  /** Game pages hide the side menu (portal-shell spec §2). */
  hideSideMenu?: boolean;
  /** The lottery pages have no footer. */
  hideFooter?: boolean;
  /** Game and lottery pages give the game the whole screen below the header (no navigation bar, no floating bar). */
  isGameStage?: boolean;
  /** /login and /register open their popup over the lobby. */
  popup?: 'login' | 'register';
  /** The category an alias of the home lobby picks (/rng -> RNG); null for the home view. */
  category?: GameCategory | null;
};

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'titleKey' in value;
}

const FALLBACK: RouteHandle = { name: 'unknown', titleKey: 'pages.notFound' };

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return FALLBACK;
}
