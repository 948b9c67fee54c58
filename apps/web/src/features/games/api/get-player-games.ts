import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { PlayerGamesPage } from '@playhall/contracts/lobby';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The member's own lists: favourites and recently played (recorded by the server at launch). */
export type PlayerList = 'favorites' | 'recent';

export type { PlayerGamesPage };

export function getPlayerGames(
  list: PlayerList,
  filter: { gameType?: GameCategory | undefined; pageNo: number; pageSize: number; language: LanguageCode },
  signal?: AbortSignal,
): Promise<PlayerGamesPage> {
  return apiRequest<PlayerGamesPage>(`/wps/member/${list}`, { query: filter, signal });
}

export function playerGamesQueryOptions(
  list: PlayerList,
  token: string | null,
  filter: { gameType?: GameCategory | undefined; pageNo: number; pageSize: number; language: LanguageCode },
) {
  return queryOptions({
    queryKey: ['games', list, token, filter],
    queryFn: ({ signal }) => getPlayerGames(list, filter, signal),
    enabled: token !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
