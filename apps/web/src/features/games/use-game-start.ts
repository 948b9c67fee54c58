import type { GameTile } from '@playhall/contracts/lobby';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { memberInfoQueryOptions, sessionFlags } from '@/lib/api/get-member-info';
import { showMessage, showRealAccountNeeded } from '@/lib/dialogs';
import { errorMessage } from '@/lib/error-message';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { launchQueryOptions } from './api/launch-game';
import { gamePagePath, gameRoute, offersFreeTrial } from './game-routing';

export type GameStart = {
  /** Starts a tile: its popup, its lottery page or its game (real, or demo for free-trial tiles). */
  start(tile: GameTile, options?: { isDemo?: boolean }): void;
  /** The tile whose launch is on its way, for its spinner. */
  pendingId: number | null;
};

/**
 * Game start (portal-shell spec §4): vendor tiles open their popup list, lottery games their lottery page, the rest
 * are launched and shown on the game page. A guest gets the login popup, a trial account the in_need_true_account
 * dialog; a free-trial (demo) start needs neither. Each start records the game type and vendor.
 */
export function useGameStart({ onLeave }: { onLeave?: () => void } = {}): GameStart {
  const { t } = useTranslation();
  const token = useSessionToken();
  const navigate = useSafeNavigate();
  const queryClient = useQueryClient();
  const language = useUiStore((state) => state.language);
  const openModal = useUiStore((state) => state.openModal);
  const setCurrentGame = useUiStore((state) => state.setCurrentGame);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const busy = useRef(false);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  const go = useCallback(
    (tile: GameTile, isDemoStart: boolean) => {
      const route = gameRoute(tile);
      setCurrentGame({
        gameType: tile.gameType,
        vassalage: tile.vassalage,
        gameName: tile.displayName || tile.gameName,
      });
      if (!isDemoStart && (route.kind === 'regional' || route.kind === 'lottery')) {
        leave.current?.();
        navigate(route.path);
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setPendingId(tile.nodeId);
      const request = { gameCode: tile.gameCode, vassalage: tile.vassalage, isDemo: isDemoStart, language };
      // Always a fresh address (a start token is single-use); the game page reads it from the cache.
      queryClient
        .fetchQuery({ ...launchQueryOptions(request), staleTime: 0 })
        .then(
          () => {
            void queryClient.invalidateQueries({ queryKey: ['games', 'recent'] });
            leave.current?.();
            navigate(gamePagePath(tile, isDemoStart));
          },
          (error: unknown) => showMessage(errorMessage(t, error), 'warning'),
        )
        .finally(() => {
          busy.current = false;
          setPendingId(null);
        });
    },
    [setCurrentGame, navigate, queryClient, language, t],
  );

  const start = useCallback(
    (tile: GameTile, { isDemo = false }: { isDemo?: boolean } = {}) => {
      if (gameRoute(tile).kind === 'popup' && !isDemo) {
        openModal('gamePopup', {
          vassalage: tile.vassalage,
          gameType: tile.gameType,
          title: tile.displayName || tile.gameName,
        });
        return;
      }
      if (isDemo && offersFreeTrial(tile)) return go(tile, true);
      if (!token) return openModal('login');
      // Who is playing: the member info is usually cached; right after a page load it may still be on its way.
      queryClient.ensureQueryData(memberInfoQueryOptions(token)).then(
        (member) => {
          const flags = sessionFlags(member);
          if (!flags.isLogin) openModal('login');
          else if (flags.isTrial) showRealAccountNeeded();
          else go(tile, false);
        },
        () => openModal('login'),
      );
    },
    [token, openModal, queryClient, go],
  );
  return { start, pendingId };
}
