import { CATEGORY_ROUTE_ALIASES, type GameCategory, NAV_CATEGORY_ORDER } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { GameMenu } from '@playhall/contracts/system';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useUiStore } from '../ui-store';

export function getGameMenus(language: LanguageCode, signal?: AbortSignal): Promise<GameMenu[]> {
  return apiRequest<GameMenu[]>('/lgw/games/game_menus', { query: { language }, signal });
}

export function gameMenusQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['games', 'menus', language],
    queryFn: ({ signal }) => getGameMenus(language, signal),
    staleTime: 5 * 60_000,
    // The menus are the navigation's skeleton: keep the last good ones on screen while a language loads. One
    // function for every render: TanStack reuses a placeholder only while its function is unchanged. A fresh
    // arrow per render made each read of the observer compute a new placeholder, and through `select` a new
    // vendor-name Map (structural sharing keeps only plain objects and arrays): the options effect after each
    // commit produced a result other than the one rendered, useSyncExternalStore forced a synchronous render, and
    // so on until React stopped it (error #185, maximum update depth) while the new language's menus loaded.
    placeholderData: keepPreviousData,
  });
}

/**
 * The categories of the navigation (portal-shell spec §2): those with at least one vendor, in the fixed order,
 * then cockfight when the menus contain it.
 */
export function orderMenus(menus: readonly GameMenu[]): GameMenu[] {
  const withVendors = menus.filter((menu) => menu.vendors.length > 0);
  const ordered: GameMenu[] = [];
  for (const category of NAV_CATEGORY_ORDER) {
    const menu = withVendors.find((entry) => entry.gameCategory === category);
    if (menu) ordered.push(menu);
  }
  const cockfight = withVendors.find((entry) => entry.gameCategory === 'COCKFIGHT');
  if (cockfight) ordered.push(cockfight);
  return ordered;
}

/** The lobby route of a category: `/rng` for RNG and so on. */
export function categoryPath(category: GameCategory): string {
  const alias = Object.keys(CATEGORY_ROUTE_ALIASES).find((key) => CATEGORY_ROUTE_ALIASES[key] === category);
  return `/${alias ?? category.toLowerCase()}`;
}

function vendorNameMap(menus: readonly GameMenu[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const menu of menus)
    for (const vendor of menu.vendors) names.set(vendor.vassalage, vendor.displayName);
  return names;
}

/** Vendor display names by code, from the menus (tiles carry only the code). */
export function useVendorNames(): ReadonlyMap<string, string> {
  const language = useUiStore((state) => state.language);
  const { data } = useQuery({ ...gameMenusQueryOptions(language), select: vendorNameMap });
  return data ?? NO_NAMES;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();
