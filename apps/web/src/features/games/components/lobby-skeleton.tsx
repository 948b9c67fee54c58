import { Skeleton } from '@/components/ui/skeleton';
import { GameTileSkeleton } from './game-tile';
import './lobby.css';

/** A section in waiting: its head and a grid of tile placeholders, laid out like the real one (no shift). */
export function SectionSkeleton({ tiles = 12 }: { tiles?: number }) {
  return (
    <div className="home-section home-section--first" aria-hidden="true">
      <div className="section-head">
        <Skeleton width="2.5rem" height="2.5rem" radius="0.8rem" />
        <div className="section-head__titles">
          <Skeleton width="9rem" height="1.1rem" />
          <Skeleton width="6rem" height="0.75rem" />
        </div>
      </div>
      <div className="game-grid-frame">
        <div className="game-grid">
          {Array.from({ length: tiles }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <GameTileSkeleton key={index} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** A category lobby while its chunk or its menus load. */
export function LobbySkeleton() {
  return (
    <div className="lobby" aria-busy="true">
      <div className="lobby__filters" aria-hidden="true">
        <Skeleton width="100%" height="2.3rem" radius="var(--radius-pill)" />
        <Skeleton width="60%" height="2.1rem" radius="var(--radius-sm)" />
      </div>
      <SectionSkeleton tiles={18} />
    </div>
  );
}
