import type { GameTile as Tile } from '@playhall/contracts/lobby';
import { memo } from 'react';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/use-translation';
import { offersFreeTrial } from '../game-routing';
import './game-tile.css';

/** Five colour styles, picked by nodeId mod 5 + 1 (portal-shell spec §9). */
function colourStyle(nodeId: number): number {
  return (nodeId % 5) + 1;
}

export type GameTileProps = {
  tile: Tile;
  /** The vendor's display name, when the menus know it. */
  vendorName: string | undefined;
  imageUrl: string;
  /** null: no heart (guests and trial accounts). */
  isFavorite: boolean | null;
  isPending: boolean;
  onStart(tile: Tile, options?: { isDemo?: boolean }): void;
  onToggleFavorite(tile: Tile): void;
  /** Above the fold: load the art at once. */
  isEager?: boolean;
};

/**
 * A game tile (portal-shell spec §3): art, name, vendor, hot / new / free-trial badges, the heart, a play action
 * (the art itself) and, for free-trial games, a demo action that guests may use too.
 */
export const GameTile = memo(function GameTile({
  tile,
  vendorName,
  imageUrl,
  isFavorite,
  isPending,
  onStart,
  onToggleFavorite,
  isEager = false,
}: GameTileProps) {
  const { t } = useTranslation();
  const name = tile.displayName || tile.gameName;
  const isVendorTile = tile.isGame === 'VASSALAGE';
  const hasTrial = offersFreeTrial(tile);
  const playLabel = isVendorTile ? t('games.openVendor', { name }) : t('games.play', { name });
  return (
    <article
      className={`game-tile game-tile--style-${colourStyle(tile.nodeId)}${isVendorTile ? ' game-tile--vendor' : ''}`}
      aria-label={name}
    >
      <div className="game-tile__art">
        <button
          type="button"
          className="game-tile__play"
          aria-label={playLabel}
          aria-busy={isPending}
          onClick={() => onStart(tile)}
        >
          <img
            src={imageUrl}
            alt=""
            width={300}
            height={300}
            loading={isEager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
          />
          {/* The veil's play (or lobby) mark is drawn by CSS: one element per tile instead of four. */}
          <span className="game-tile__veil" aria-hidden="true">
            {isPending ? <Spinner size={20} /> : null}
          </span>
        </button>
        <span className="game-tile__badges">
          {isVendorTile ? (
            <span className="game-badge game-badge--vendor">{t('games.badgeLobby')}</span>
          ) : null}
          {tile.isHot === 1 ? (
            <span className="game-badge game-badge--hot">
              <Icon name="hot" size={11} />
              {t('games.badgeHot')}
            </span>
          ) : null}
          {tile.isNew === 1 ? (
            <span className="game-badge game-badge--new">{t('games.badgeNew')}</span>
          ) : null}
        </span>
        {isFavorite === null || isVendorTile ? null : (
          <button
            type="button"
            className={`game-tile__heart${isFavorite ? ' game-tile__heart--on' : ''}`}
            aria-label={isFavorite ? t('games.unfavorite', { name }) : t('games.favorite', { name })}
            aria-pressed={isFavorite}
            onClick={() => onToggleFavorite(tile)}
          >
            <Icon name="heart" size={16} />
          </button>
        )}
      </div>
      <div className="game-tile__text">
        <h3 className="game-tile__name" title={name}>
          {name}
        </h3>
        <div className="game-tile__meta">
          <span className="game-tile__vendor">{vendorName ?? tile.vassalage}</span>
          {hasTrial ? (
            <button
              type="button"
              className="game-tile__trial"
              aria-label={t('games.freeTrialOf', { name })}
              title={t('games.freeTrial')}
              onClick={() => onStart(tile, { isDemo: true })}
            >
              <Icon name="sparkles" size={12} />
              <span className="game-tile__trial-label">{t('games.freeTrial')}</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
});

export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <Skeleton className="game-tile__art" radius="var(--radius-md)" />
      <div className="game-tile__text">
        <Skeleton width="80%" height="0.85rem" />
        <Skeleton width="45%" height="0.7rem" />
      </div>
    </div>
  );
}
