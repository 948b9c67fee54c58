import type { GameTile } from '@playhall/contracts/lobby';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Pager } from '@/components/ui/pager';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { GameGrid } from './game-grid';

/**
 * A paged game list: "displaying X games out of Y" (portal-shell spec §2), the tiles, the pager, and the
 * no-data or failure state in their place when there is nothing to show.
 */
export function GameResults({
  tiles,
  total,
  page,
  totalPages,
  isBusy,
  error,
  onRetry,
  onPage,
  skeletons = 12,
  empty,
  onLeave,
}: {
  tiles: readonly GameTile[] | undefined;
  total: number;
  page: number;
  totalPages: number;
  isBusy: boolean;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
  skeletons?: number;
  empty?: ReactNode;
  /** A start that leaves the page (the popup closes itself). */
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  if (error && !tiles) return <ErrorState error={error} onRetry={onRetry} compact />;
  if (tiles && tiles.length === 0 && !isBusy) {
    return (
      empty ?? (
        <StatePanel
          icon="search"
          compact
          title={t('games.noDataTitle')}
          description={t('games.noDataBody')}
        />
      )
    );
  }
  // Pages past the last one are ignored (spec §4 "Lobby filtering").
  const goTo = (next: number) => {
    if (next >= 1 && next <= totalPages && next !== page) onPage(next);
  };
  return (
    <div className="game-results">
      <p className="game-results__count" aria-live="polite">
        {tiles ? t('games.displaying', { count: tiles.length, total }) : '\u00a0'}
      </p>
      <GameGrid tiles={tiles} skeletons={skeletons} isBusy={isBusy} onLeave={onLeave} />
      <Pager page={page} totalPages={totalPages} onChange={goTo} isBusy={isBusy} />
    </div>
  );
}
