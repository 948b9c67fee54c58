import { flattenFeatures } from '@playhall/contracts/features';
import type { Bootstrap } from '@playhall/contracts/system';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * The bootstrap ("permission") info every screen leans on: brand, feature tree, CDNs, status flags. It lives in
 * lib because most features read it; the status gate loads it before anything else renders.
 */
export function getBootstrap(signal?: AbortSignal): Promise<Bootstrap> {
  return apiRequest<Bootstrap>('/wps/system/permission', { signal });
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
