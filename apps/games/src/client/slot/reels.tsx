import type { SlotSymbolView } from '@playhall/contracts/games-play';
import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n';
import { SymbolTile } from './symbol-tile';
import { cellKey, lineColour, type WinItem } from './win-lines';

type ReelsProps = {
  themeId: string;
  grid: number[][];
  symbols: SlotSymbolView[];
  paylines: number[][];
  stopped: number;
  spinning: boolean;
  /** Changes per spin: restarts the landing animation and reshuffles the blur strips. */
  spinKey: number;
  wins: WinItem[];
  /** Which win is pointed at: -1 for all of them. */
  focus: number;
};

const STRIP_LENGTH = 14;

function blurStrip(symbols: SlotSymbolView[], seed: number): SlotSymbolView[] {
  // A cheap deterministic shuffle per reel and spin: the blur needs variety, not randomness.
  let state = (seed * 2654435761) >>> 0;
  return Array.from({ length: STRIP_LENGTH }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return symbols[state % symbols.length] as SlotSymbolView;
  });
}

export function Reels({
  themeId,
  grid,
  symbols,
  paylines,
  stopped,
  spinning,
  spinKey,
  wins,
  focus,
}: ReelsProps) {
  const { t } = useI18n();
  const byId = useMemo(() => new Map(symbols.map((symbol) => [symbol.id, symbol])), [symbols]);
  const strips = useMemo(
    () => grid.map((_, reel) => blurStrip(symbols, spinKey * 7 + reel + 1)),
    [grid, symbols, spinKey],
  );
  const shown = focus >= 0 ? wins.filter((_, index) => index === focus) : wins;
  const lit = new Set(shown.flatMap((item) => item.cells));
  const hasWins = wins.length > 0 && !spinning;
  const lines = shown.filter((item) => item.kind === 'line');

  return (
    <section className={`reels ${hasWins ? 'has-wins' : ''}`} aria-label={t('slot.reels')}>
      {grid.map((column, reel) => {
        const isSpinning = spinning && reel >= stopped;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels, identified by position.
          <div className="reel" key={reel}>
            {isSpinning ? (
              <div className="reel-strip" aria-hidden="true" style={{ animationDelay: `${-reel * 37}ms` }}>
                {[...(strips[reel] ?? []), ...(strips[reel] ?? [])].map((symbol, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a decorative strip that never reorders.
                  <SymbolTile key={index} themeId={themeId} symbol={symbol} />
                ))}
              </div>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a new key per spin restarts the landing animation.
              <div className="reel-stop" key={`${spinKey}-${reel}`}>
                {column.map((id, row) => (
                  <SymbolTile
                    // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows.
                    key={row}
                    themeId={themeId}
                    symbol={byId.get(id)}
                    className={hasWins ? (lit.has(cellKey(reel, row)) ? 'lit' : 'dim') : ''}
                  />
                ))}
              </div>
            )}
          </div>
        );
      })}
      {hasWins && lines.length > 0 ? (
        <svg className="win-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
          {lines.map((item) => {
            const rows = paylines[item.line - 1] ?? [];
            const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
            return (
              <polyline
                key={item.line}
                points={points}
                stroke={lineColour(item.line)}
                className="win-line"
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
      ) : null}
    </section>
  );
}
