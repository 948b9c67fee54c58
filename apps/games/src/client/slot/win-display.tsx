import type { SlotRoundView, SlotSymbolView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import { useEffect, useState } from 'react';
import { type I18n, useI18n } from '../i18n/i18n';
import { useFormat } from '../shared/format';
import type { WinItem } from './win-lines';

const ALL_MS = 1600;
const EACH_MS = 1500;

/**
 * Which win to point at: all lines together first, then each in turn, round and round until the next spin, the
 * way players expect a slot to explain itself.
 */
export function useWinFocus(wins: WinItem[], spinKey: number): number {
  const [focus, setFocus] = useState(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts per spin (spinKey), not per render.
  useEffect(() => {
    setFocus(-1);
    if (wins.length < 2) return;
    let index = -1;
    let timer = window.setTimeout(function next() {
      index = (index + 1) % wins.length;
      setFocus(index);
      timer = window.setTimeout(next, EACH_MS);
    }, ALL_MS);
    return () => window.clearTimeout(timer);
  }, [spinKey, wins.length]);
  return focus;
}

type CaptionProps = {
  wins: WinItem[];
  focus: number;
  symbols: SlotSymbolView[];
  idle: boolean;
  busy: boolean;
  noWin: boolean;
};

export function WinCaption({ wins, focus, symbols, idle, busy, noWin }: CaptionProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const format = useFormat();
  const item = wins[focus >= 0 ? focus : 0];
  let text = '';
  if (busy) text = '';
  else if (idle) text = t('slot.ready');
  else if (noWin) text = t('slot.noWinShort');
  else if (item && (focus >= 0 || wins.length === 1)) text = describe(item, symbols, i18n, format.money);
  else if (wins.length > 1)
    text = t('history.lines', { count: wins.filter((win) => win.kind === 'line').length });
  return (
    <p className="win-caption" aria-hidden="true">
      {text}
    </p>
  );
}

function describe(
  item: WinItem,
  symbols: SlotSymbolView[],
  i18n: I18n,
  money: (amount: string) => string,
): string {
  const { t, symbol: symbolName } = i18n;
  const name = (symbol: SlotSymbolView | undefined) => (symbol ? symbolName(symbol.name) : '');
  if (item.kind === 'scatter') {
    const scatter = symbols.find((symbol) => symbol.kind === 'scatter');
    return t('slot.scatterWin', { count: item.count, symbol: name(scatter), amount: money(item.payout) });
  }
  const symbol = symbols.find((candidate) => candidate.id === item.symbol);
  return t('slot.lineWin', {
    line: item.line,
    count: item.count,
    symbol: name(symbol),
    amount: money(item.payout),
  });
}

/** A big win (10× the stake and up) takes over the reels for a moment; a click dismisses it. */
export function WinBanner({ round, amount }: { round: SlotRoundView | null; amount: bigint }) {
  const { t } = useI18n();
  const format = useFormat();
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setHidden(true), 4200);
    return () => window.clearTimeout(timer);
  }, []);
  if (!round || hidden) return null;
  const payout = parseAmount(round.payout);
  const stake = parseAmount(round.stake);
  const unit = stake > 1n ? stake : 1n;
  if (payout < 10n * unit) return null;
  const isMega = payout >= 50n * unit;
  return (
    <button type="button" className={`big-win ${isMega ? 'mega' : ''}`} onClick={() => setHidden(true)}>
      <span className="big-win-title">{isMega ? t('slot.megaWin') : t('slot.bigWin')}</span>
      <span className="big-win-amount">{format.money(amount)}</span>
    </button>
  );
}
