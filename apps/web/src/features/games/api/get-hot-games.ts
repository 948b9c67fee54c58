import { PAGE_SIZE } from '@playhall/contracts/constants';
import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { GameTile } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readSessionCache, writeSessionCache } from './session-cache';

const STALE_MS = 5 * 60_000;

/** Hot games (spec §7: isPlatform 2, the brand's platform), the hot lobby's page size. */
export function getHotGames(
  filter: { gameType?: GameCategory | undefined; language: LanguageCode },
  signal?: AbortSignal,
): Promise<GameTile[]> {
  return apiRequest<GameTile[]>('/lgw/games/hot', {
    query: {
      isPlatform: '2',
      platform: 'WEB',
      gameType: filter.gameType,
      language: filter.language,
      limit: PAGE_SIZE.hotFavouriteRecentLobby,
    },
    signal,
  });
}

export function hotGamesQueryOptions(language: LanguageCode, gameType?: GameCategory) {
  const storageKey = `hotGames:${gameType ?? 'ALL'}:${language}`;
  const cached = readSessionCache<GameTile[]>(storageKey, STALE_MS);
  return queryOptions({
    queryKey: ['games', 'hot', gameType ?? 'ALL', language],
    queryFn: async ({ signal }) =>
      writeSessionCache(storageKey, await getHotGames({ gameType, language }, signal)),
    staleTime: STALE_MS,
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.savedAt,
  });
}
