import type { GameTile as Tile } from '@playhall/contracts/lobby';
import { useDeferredValue } from 'react';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useVendorNames } from '@/lib/api/get-game-menus';
import { cdnImage } from '@/lib/image-cdn';
import { useFavoriteIdSet } from '../api/get-favorite-ids';
import { useFavoriteToggle } from '../api/toggle-favorite';
import { useGameStart } from '../use-game-start';
import { GameTile, GameTileSkeleton } from './game-tile';

/**
 * A grid of game tiles with one game-start and one favourite handler for all of them; skeleton tiles while the
 * list is loading, the previous list dimmed while the next page loads.
 */
export function GameGrid({
  tiles: latestTiles,
  skeletons = 12,
  isBusy = false,
  eagerCount = 0,
  layout = 'grid',
  onLeave,
}: {
  tiles: readonly Tile[] | undefined;
  skeletons?: number;
  isBusy?: boolean;
  /** How many tiles at the top load their art at once (the rest load near the viewport). */
  eagerCount?: number;
  /** One scrolling row instead of wrapped lines. */
  layout?: 'grid' | 'row';
  /** Called when a start leaves the page (a popup closes itself). */
  onLeave?: () => void;
}) {
  // Tiles render in the background (interruptible): a grid first commits as placeholders, and a list arriving
  // never blocks a tap, a scroll or the paint of what is above it.
  const tiles = useDeferredValue(latestTiles, undefined);
  const { imageCDNs } = useBootstrap();
  const { start, pendingId } = useGameStart({ onLeave });
  const toggleFavorite = useFavoriteToggle();
  const favorites = useFavoriteIdSet();
  const vendorNames = useVendorNames();
  const className = layout === 'row' ? 'game-grid game-grid--row' : 'game-grid';
  if (tiles === undefined) {
    return (
      <div className="game-grid-frame">
        <div className={className} aria-busy="true">
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <GameTileSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="game-grid-frame">
      <div className={`${className}${isBusy ? ' game-grid--busy' : ''}`} aria-busy={isBusy}>
        {tiles.map((tile, index) => (
          <GameTile
            key={tile.nodeId}
            tile={tile}
            vendorName={vendorNames.get(tile.vassalage)}
            imageUrl={cdnImage(imageCDNs, tile.iconUrl)}
            isFavorite={favorites === null ? null : favorites.has(tile.nodeId)}
            isPending={pendingId === tile.nodeId}
            onStart={start}
            onToggleFavorite={toggleFavorite}
            isEager={index < eagerCount}
          />
        ))}
      </div>
    </div>
  );
}
