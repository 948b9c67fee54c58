import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { isPositiveAmount } from '@/lib/amount-input';
import { balanceQueryOptions } from '@/lib/api/get-balance';
import { categoryPath } from '@/lib/api/get-game-menus';
import { lazyImport } from '@/lib/lazy-import';
import { useSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { useBalanceSync } from '../use-balance-sync';
import './game-frame.css';

const DepositNudge = lazy(() =>
  lazyImport(() => import('./deposit-nudge')).then((m) => ({ default: m.DepositNudge })),
);

/** Where "back to the lobby" goes: the lobby of the game type last started, else home. */
export function useLobbyPath(): string {
  const gameType = useUiStore((state) => state.currentGame.gameType);
  return gameType === 'HOME' ? '/' : categoryPath(gameType);
}

/**
 * A game or lottery page's stage (portal-shell spec §2 game pages): a slim bar with the way back to the lobby,
 * the game's name and a full-screen switch, then the vendor's page in a frame filling the rest of the screen. The
 * header balance follows the game's bets and wins (see use-balance-sync). A real-money game with nothing to stake
 * shows the deposit nudge over the game (decision 0036) until the player dismisses it or money arrives.
 */
export function GameFrame({
  title,
  url,
  error,
  onRetry,
  isDemo = false,
}: {
  title: string;
  url: string | undefined;
  error: unknown;
  onRetry: () => void;
  isDemo?: boolean;
}) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const lobby = useLobbyPath();
  useBalanceSync(frame, url);
  const token = useSessionToken();
  const balance = useQuery({ ...balanceQueryOptions(token), enabled: token !== null && !isDemo });
  const [isNudgeDismissed, setNudgeDismissed] = useState(false);
  const broke =
    !isDemo && url && balance.data && !isPositiveAmount(balance.data.available) ? balance.data : null;
  return (
    <div className="game-stage" ref={stage}>
      <div className="game-bar">
        <Link to={lobby} className={buttonClass('ghost', 'sm', 'game-bar__back')}>
          <Icon name="arrowLeft" size={16} />
          {t('games.backToLobby')}
        </Link>
        <h1 className="game-bar__title">{title}</h1>
        {isDemo ? <span className="game-bar__demo">{t('games.demoMode')}</span> : null}
        <Button
          size="sm"
          iconOnly
          icon="expand"
          className="game-bar__full"
          aria-label={t('games.fullScreen')}
          onClick={() => void stage.current?.requestFullscreen?.().catch(() => {})}
        />
      </div>
      <div className="game-stage__body">
        {broke && !isNudgeDismissed ? (
          <Suspense fallback={null}>
            <DepositNudge available={broke.available} onDismiss={() => setNudgeDismissed(true)} />
          </Suspense>
        ) : null}
        {url ? (
          <iframe
            ref={frame}
            className="game-stage__frame"
            src={url}
            title={title}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        ) : error ? (
          <ErrorState error={error} onRetry={onRetry} title={t('games.launchFailed')} />
        ) : (
          <div className="game-stage__loading" role="status">
            <Spinner size={36} />
            <span>{t('games.launching')}</span>
          </div>
        )}
      </div>
    </div>
  );
}
