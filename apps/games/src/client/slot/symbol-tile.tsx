import type { SlotSymbolView } from '@playhall/contracts/games-play';

/** Colour tiers by pay: the eye finds the valuable symbols before reading them. */
export function tierOf(symbol: SlotSymbolView | undefined): string {
  if (!symbol) return 'low';
  if (symbol.kind !== 'regular') return symbol.kind;
  if (symbol.id >= 7) return 'high';
  if (symbol.id >= 4) return 'mid';
  return 'low';
}

type TileProps = { symbol: SlotSymbolView | undefined; className?: string; size?: 'reel' | 'small' | 'mini' };

export function SymbolTile({ symbol, className = '', size = 'reel' }: TileProps) {
  const tier = tierOf(symbol);
  return (
    <div className={`tile tile-${size} tier-${tier} ${className}`} title={symbol?.name}>
      <span className="glyph">{symbol?.glyph ?? '?'}</span>
      {size === 'reel' && (tier === 'wild' || tier === 'scatter') ? (
        <span className="ribbon">{tier === 'wild' ? 'WILD' : 'SCATTER'}</span>
      ) : null}
    </div>
  );
}
