import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';
import { gamesQueryOptions } from '@/features/games/api/get-games';
import { launchQueryOptions } from '@/features/games/api/launch-game';
import {
  type LotteryPageName,
  lotteryAreaFor,
  lotteryLaunchQueryOptions,
} from '@/features/games/api/launch-lottery';
import { GameFrame, useLobbyPath } from '@/features/games/components/game-frame';
import { REGIONAL_LOTTERY_VENDOR } from '@/features/games/game-routing';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { useRouteHandle } from '../routes/route-handle';

const PHONE_QUERY = '(max-width: 700px)';

/** The launch answer is single-use: it leaves the cache with the page. */
function useDropOnLeave(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the key
  useEffect(() => () => queryClient.removeQueries({ queryKey, exact: true }), [key, queryClient]);
}

function MissingGame() {
  const { t } = useTranslation();
  return (
    <div className="game-missing">
      <StatePanel icon="alert" title={t('games.noGameTitle')} description={t('games.noGameBody')}>
        <Link to="/" className={buttonClass('gold')}>
          {t('common.backHome')}
        </Link>
      </StatePanel>
    </div>
  );
}

/**
 * /seamless?gameCode&vassalage[&demo=1]: the vendor's game, full screen (the side menu is hidden). Titled with the
 * name the launch answers, so a direct link reads like the tile it stands for.
 */
export function GamePage() {
  const [params] = useSearchParams();
  const language = useUiStore((state) => state.language);
  const gameName = useUiStore((state) => state.currentGame.gameName);
  const gameCode = params.get('gameCode') ?? '';
  const request = {
    gameCode,
    vassalage: params.get('vassalage') ?? undefined,
    isDemo: params.get('demo') === '1',
    language,
  };
  const options = launchQueryOptions(request);
  const launch = useQuery({ ...options, enabled: gameCode !== '' });
  useDropOnLeave(options.queryKey);
  if (!gameCode) return <MissingGame />;
  return (
    <GameFrame
      title={launch.data?.gameName ?? gameName ?? gameCode}
      url={launch.data?.url}
      error={launch.error}
      onRetry={() => void launch.refetch()}
      isDemo={request.isDemo}
    />
  );
}

/** The lottery page a route shows; the lowercase aliases /vnlottery and /lottert are the same pages. */
function lotteryPageOf(routeName: string): LotteryPageName {
  if (routeName === 'vnLottery' || routeName === 'vnlottery') return 'vnLottery';
  if (routeName === 'seaLottery' || routeName === 'sealottery') return routeName;
  return 'lottery';
}

/** The regional lottery lobby opens on the vendor's first draw when no game was named. */
function useFirstRegionalGame(enabled: boolean): string | undefined {
  const language = useUiStore((state) => state.language);
  const { data } = useQuery({
    ...gamesQueryOptions({ vassalage: REGIONAL_LOTTERY_VENDOR, pageNo: 1, pageSize: 5, language }),
    enabled,
  });
  return data?.games.find((tile) => tile.isGame === 'GAME')?.gameCode;
}

/** /lottery, /vnLottery, /seaLottery (?gameCode) and /sealottery: the lottery launch, hosted the same way. */
export function LotteryPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const [params] = useSearchParams();
  const language = useUiStore((state) => state.language);
  const gameName = useUiStore((state) => state.currentGame.gameName);
  const lobby = useLobbyPath();
  const page = lotteryPageOf(handle.name);
  const named = params.get('gameCode') ?? '';
  const firstRegional = useFirstRegionalGame(page === 'sealottery' && named === '');
  const gameCode = named || (page === 'sealottery' ? (firstRegional ?? '') : '');
  const launchMode = params.get('launchMode') === 'ELOTT' ? 'ELOTT' : 'LOTT';
  const options = lotteryLaunchQueryOptions({
    ...lotteryAreaFor(page, launchMode),
    gameCode,
    launchMode,
    device: window.matchMedia(PHONE_QUERY).matches ? 'MOBILE' : 'PC',
    backUrl: lobby,
    language,
  });
  const launch = useQuery({ ...options, enabled: gameCode !== '' });
  useDropOnLeave(options.queryKey);
  if (!gameCode && page !== 'sealottery') return <MissingGame />;
  return (
    <GameFrame
      title={launch.data?.gameName ?? (named && gameName ? gameName : t(handle.titleKey))}
      url={launch.data?.url}
      error={launch.error}
      onRetry={() => void launch.refetch()}
    />
  );
}
