import { CATEGORY_ROUTE_ALIASES } from './games';

/** The addresses of the home lobby itself (portal-shell spec §2). */
export const LOBBY_PATHS = ['/', '/index', '/index.html', '/home'] as const;

/**
 * Whether the web app answers an address with the home page: the lobby, a category lobby (`/rng`), or the lobby
 * under the login or register popup. The server names the home page's code and styles as preloads for these only.
 */
export function isHomePagePath(path: string): boolean {
  if ((LOBBY_PATHS as readonly string[]).includes(path) || path === '/login' || path === '/register')
    return true;
  return path.startsWith('/') && Object.hasOwn(CATEGORY_ROUTE_ALIASES, path.slice(1));
}
