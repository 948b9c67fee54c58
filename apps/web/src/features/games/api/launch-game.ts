import type { LanguageCode } from '@playhall/contracts/languages';
import type { Launch } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type LaunchRequest = {
  gameCode: string;
  vassalage?: string | undefined;
  /** A free-trial (demo) launch: no account needed, no wallet touched. */
  isDemo: boolean;
  language: LanguageCode;
};

/** The launch call (spec §4, §7): the vendor's address for this game, for a real or a demo session. */
export function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<Launch> {
  return apiRequest<Launch>('/wps/game/launchGame', {
    query: {
      gameCode: request.gameCode,
      vassalage: request.vassalage,
      demo: request.isDemo ? '1' : '0',
      language: request.language,
    },
    signal,
  });
}

/**
 * A launch address carries a one-time start token: it is fetched fresh for every start (the tile asks, then the
 * game page reads the answer from the cache) and dropped as soon as the game page closes.
 */
export function launchQueryOptions(request: LaunchRequest) {
  return queryOptions({
    queryKey: ['games', 'launch', request],
    queryFn: ({ signal }) => launchGame(request, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Kept briefly for the game page that is opening; the game page drops it when it closes.
    gcTime: 60_000,
    retry: false,
  });
}
