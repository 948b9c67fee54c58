import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { LaneVendor, VendorLane } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readSessionCache, writeSessionCache } from './session-cache';

export type { LaneVendor, VendorLane };

const STALE_MS = 5 * 60_000;

/** The vendor list (spec §7: platform html5-desktop; answers lanes): game counts and vendor tiles per category. */
export function getVendorLanes(language: LanguageCode, signal?: AbortSignal): Promise<VendorLane[]> {
  return apiRequest<VendorLane[]>('/lgw/games/vendors', {
    query: { platform: 'html5-desktop', language },
    signal,
  });
}

export function vendorLanesQueryOptions(language: LanguageCode) {
  const storageKey = `gameVendors:${language}`;
  const cached = readSessionCache<VendorLane[]>(storageKey, STALE_MS);
  return queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: async ({ signal }) => writeSessionCache(storageKey, await getVendorLanes(language, signal)),
    staleTime: STALE_MS,
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.savedAt,
  });
}

/** A category's lane, if the category has one. */
export function laneOf(lanes: readonly VendorLane[] | undefined, category: GameCategory) {
  return lanes?.find((lane) => lane.gameCategory === category);
}
