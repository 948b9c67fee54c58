import type { SlotSymbolView } from '@playhall/contracts/games-play';
import { useI18n } from '../i18n/i18n';
import { SymbolArt } from '../shared/symbol-art';

/** Colour tiers by pay: the eye finds the valuable symbols before reading them. */
export function tierOf(symbol: SlotSymbolView | undefined): string {
  if (!symbol) return 'low';
  if (symbol.kind !== 'regular') return symbol.kind;
  if (symbol.id >= 7) return 'high';
  if (symbol.id >= 4) return 'mid';
  return 'low';
}

type TileProps = {
  themeId: string;
  symbol: SlotSymbolView | undefined;
  className?: string;
  size?: 'reel' | 'small' | 'mini';
};

export function SymbolTile({ themeId, symbol, className = '', size = 'reel' }: TileProps) {
  const { t, symbol: symbolName } = useI18n();
  const tier = tierOf(symbol);
  return (
    <div
      className={`tile tile-${size} tier-${tier} ${className}`}
      title={symbol ? symbolName(symbol.name) : undefined}
    >
      {symbol ? <SymbolArt themeId={themeId} symbolId={symbol.id} /> : null}
      {size === 'reel' && (tier === 'wild' || tier === 'scatter') ? (
        <span className="ribbon">
          {tier === 'wild' ? t('paytable.wildRibbon') : t('paytable.scatterRibbon')}
        </span>
      ) : null}
    </div>
  );
}
