import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { GAME_CLASSIFY_FILTERS, GamesPage } from '@playhall/contracts/lobby';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type GameClassify = (typeof GAME_CLASSIFY_FILTERS)[number];

export type { GamesPage };

export type GamesFilter = {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: GameClassify | undefined;
  /** Trimmed before it is sent (portal-shell spec §5 "Game search"). */
  gameName?: string | undefined;
  pageNo: number;
  pageSize: number;
  language: LanguageCode;
};

/** The spec's fixed query values of the games call (§7): client type 3 and the brand's platform. */
const CLIENT_TYPE = 3;
const PLATFORM = 'WEB';

export function getGames(filter: GamesFilter, signal?: AbortSignal): Promise<GamesPage> {
  const gameName = filter.gameName?.trim();
  return apiRequest<GamesPage>('/lgw/games', {
    query: {
      clientType: CLIENT_TYPE,
      platform: PLATFORM,
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify,
      gameName: gameName ? gameName : undefined,
      pageNo: filter.pageNo,
      pageSize: filter.pageSize,
      language: filter.language,
    },
    signal,
  });
}

export function gamesQueryOptions(filter: GamesFilter) {
  const normalised = { ...filter, gameName: filter.gameName?.trim() || undefined };
  return queryOptions({
    queryKey: ['games', 'list', normalised],
    queryFn: ({ signal }) => getGames(normalised, signal),
    staleTime: 5 * 60_000,
    // A new page or filter keeps the last grid on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
