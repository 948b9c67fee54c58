import { PAGE_SIZE } from '@playhall/contracts/constants';
import { GAME_CATEGORIES, type GameCategory } from '@playhall/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { gamesQueryOptions } from '../api/get-games';
import { VN_LOTTERY_VENDOR } from '../game-routing';
import { GameResults } from './game-results';
import { VnLotteryRegions } from './vn-lottery-regions';
import './lobby.css';

function categoryOf(value: string | undefined): GameCategory | undefined {
  return GAME_CATEGORIES.find((category) => category === value);
}

/**
 * The game popup of a vendor tile (portal-shell spec §2 "game popup", §4: isGame = VASSALAGE): the vendor's
 * games, paged; the Vietnam lottery by region. Starting a game closes it.
 */
export function VendorGamesModal({ props, onClose }: { props: Record<string, string>; onClose: () => void }) {
  const { t } = useTranslation();
  const vassalage = props.vassalage ?? '';
  const title = props.title || vassalage;
  return (
    <Modal title={title} closeLabel={t('modal.close')} onClose={onClose} width={980}>
      <div className="vendor-popup">
        {vassalage === VN_LOTTERY_VENDOR ? (
          <VnLotteryRegions onLeave={onClose} />
        ) : (
          <VendorGames vassalage={vassalage} gameType={categoryOf(props.gameType)} onLeave={onClose} />
        )}
      </div>
    </Modal>
  );
}

function VendorGames({
  vassalage,
  gameType,
  onLeave,
}: {
  vassalage: string;
  gameType: GameCategory | undefined;
  onLeave: () => void;
}) {
  const language = useUiStore((state) => state.language);
  const [page, setPage] = useState(1);
  const { data, isPlaceholderData, error, refetch } = useQuery(
    gamesQueryOptions({ gameType, vassalage, pageNo: page, pageSize: PAGE_SIZE.categoryLobby, language }),
  );
  // The vendor's own tile is the one that opened this list.
  const tiles = data?.games.filter((tile) => tile.isGame === 'GAME');
  return (
    <GameResults
      tiles={tiles}
      total={data ? data.total - (data.games.length - (tiles?.length ?? 0)) : 0}
      page={page}
      totalPages={data?.totalPages ?? 0}
      isBusy={isPlaceholderData}
      error={error}
      onRetry={() => void refetch()}
      onPage={setPage}
      skeletons={8}
      onLeave={onLeave}
    />
  );
}
