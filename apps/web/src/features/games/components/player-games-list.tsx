import { PAGE_SIZE } from '@playhall/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';
import { useSession } from '@/lib/session';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { type PlayerList, playerGamesQueryOptions } from '../api/get-player-games';
import { GameResults } from './game-results';
import './lobby.css';

const PAGE = PAGE_SIZE.hotFavouriteRecentLobby;

/**
 * /favorite and /recent: the member's list, 15 a page. The list comes whole (it is short) so that the count
 * "displaying X games out of Y" is exact.
 */
export function PlayerGamesList({ list }: { list: PlayerList }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const session = useSession();
  const [page, setPage] = useState(1);
  const { data, isPlaceholderData, error, refetch } = useQuery(
    playerGamesQueryOptions(list, session.token, { pageNo: 1, pageSize: PAGE_SIZE.homeFavourites, language }),
  );
  const all = data?.content;
  const totalPages = Math.ceil((all?.length ?? 0) / PAGE);
  const shown = Math.min(page, Math.max(1, totalPages));
  return (
    <GameResults
      tiles={all?.slice((shown - 1) * PAGE, shown * PAGE)}
      total={all?.length ?? 0}
      page={shown}
      totalPages={totalPages}
      isBusy={isPlaceholderData}
      error={error}
      onRetry={() => void refetch()}
      onPage={setPage}
      skeletons={10}
      empty={
        <StatePanel
          icon={list === 'favorites' ? 'heart' : 'clock'}
          title={t(list === 'favorites' ? 'games.noFavoritesTitle' : 'games.noRecentTitle')}
          description={t(list === 'favorites' ? 'games.noFavoritesBody' : 'games.noRecentBody')}
        >
          <Link to="/" className={buttonClass('gold')}>
            {t('games.browseGames')}
          </Link>
        </StatePanel>
      }
    />
  );
}
