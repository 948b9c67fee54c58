import { PAGE_SIZE } from '@playhall/contracts/constants';
import type { GameCategory } from '@playhall/contracts/games';
import type { GameTile } from '@playhall/contracts/lobby';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useUiStore } from '@/lib/ui-store';
import { type GameClassify, gamesQueryOptions } from './api/get-games';
import { type PlayerList, playerGamesQueryOptions } from './api/get-player-games';
import type { LobbyState } from './lobby-params';

export type LobbyGames = {
  tiles: GameTile[] | undefined;
  total: number;
  totalPages: number;
  isBusy: boolean;
  error: unknown;
  retry: () => void;
  /** FAV and RECENT are the member's own lists: guests are asked to log in, trial accounts for a real one. */
  access: 'open' | 'login' | 'realAccount';
};

function catalogueClassify(classify: LobbyState['classify']): GameClassify {
  return classify === 'FAV' || classify === 'RECENT' ? 'ALL' : classify;
}

/** Every favourite or recent game of the member at once (spec §9: favourites on home 999). */
const WHOLE_LIST = PAGE_SIZE.homeFavourites;

/**
 * The games a category lobby shows for its state (portal-shell spec §9 page sizes): the category lobby 40 a page,
 * hot 15; favourites and recent (15 a page) come whole and are filtered and paged here, since the member's lists
 * take no vendor or name filter.
 */
export function useLobbyGames(category: GameCategory, state: LobbyState): LobbyGames {
  const language = useUiStore((store) => store.language);
  const session = useSession();
  const list: PlayerList | null =
    state.classify === 'FAV' ? 'favorites' : state.classify === 'RECENT' ? 'recent' : null;
  const isRealMember = session.isLogin && !session.isTrial;
  const isShortList = state.classify === 'HOT' || list !== null;
  const pageSize = isShortList ? PAGE_SIZE.hotFavouriteRecentLobby : PAGE_SIZE.categoryLobby;

  const catalogue = useQuery({
    ...gamesQueryOptions({
      gameType: category,
      vassalage: state.vassalage ?? undefined,
      gameClassify: catalogueClassify(state.classify),
      gameName: state.name,
      pageNo: state.page,
      pageSize,
      language,
    }),
    enabled: list === null,
  });
  const own = useQuery({
    ...playerGamesQueryOptions(list ?? 'favorites', session.token, {
      gameType: category,
      pageNo: 1,
      pageSize: WHOLE_LIST,
      language,
    }),
    enabled: list !== null && isRealMember,
  });

  if (list === null) {
    return {
      tiles: catalogue.data?.games,
      total: catalogue.data?.total ?? 0,
      totalPages: catalogue.data?.totalPages ?? 0,
      isBusy: catalogue.isPlaceholderData,
      error: catalogue.error,
      retry: () => void catalogue.refetch(),
      access: 'open',
    };
  }
  const name = state.name.toLowerCase();
  const filtered = own.data?.content.filter(
    (tile) =>
      (state.vassalage === null || tile.vassalage === state.vassalage) &&
      (name === '' || (tile.displayName || tile.gameName).toLowerCase().includes(name)),
  );
  const total = filtered?.length ?? 0;
  return {
    tiles: filtered?.slice((state.page - 1) * pageSize, state.page * pageSize),
    total,
    totalPages: Math.ceil(total / pageSize),
    isBusy: own.isPlaceholderData,
    error: own.error,
    retry: () => void own.refetch(),
    // With a token whose member info is still loading, the list waits (skeletons) rather than asking to log in.
    access: !session.token ? 'login' : session.isTrial ? 'realAccount' : 'open',
  };
}
