import { rememberZoneOffset } from '@playhall/contracts/brand-clock';
import { flattenFeatures } from '@playhall/contracts/features';
import type { Bootstrap } from '@playhall/contracts/system';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * The bootstrap ("permission") info every screen leans on: brand, feature tree, CDNs, status flags. It lives in
 * lib because most features read it; the status gate loads it before anything else renders.
 */
export async function getBootstrap(signal?: AbortSignal): Promise<Bootstrap> {
  const bootstrap = await apiRequest<Bootstrap>('/wps/system/permission', { signal });
  // Times in the brand zone are then read without the browser's zone data (decision 0050).
  rememberZoneOffset(bootstrap.brand.timeZone, bootstrap.zoneOffset);
  return bootstrap;
}

export const bootstrapQueryOptions = queryOptions({
  queryKey: ['system', 'bootstrap'],
  queryFn: ({ signal }) => getBootstrap(signal),
  staleTime: 5 * 60_000,
});

/** For components below the status gate, where the bootstrap is already in the cache. */
export function useBootstrap(): Bootstrap {
  return useSuspenseQuery(bootstrapQueryOptions).data;
}

/** Effective whitelabel flags: a module is on only when it and all its ancestors are. */
export function useFeatureFlags(): Record<string, boolean> {
  return useSuspenseQuery({ ...bootstrapQueryOptions, select: toFeatureFlags }).data;
}

// Outside the hook so that `select` keeps its identity and runs once per bootstrap, not at every render.
function toFeatureFlags(data: Bootstrap): Record<string, boolean> {
  return flattenFeatures(data.whitelabel);
}
