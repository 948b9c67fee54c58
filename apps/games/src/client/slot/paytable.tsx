import type { SlotView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../shared/format';
import { SymbolTile } from './symbol-tile';

/** Pays in money for the chosen stake (what players want to know), with the multiplier beside each. */
export function Paytable({ view, stake }: { view: SlotView; stake: string }) {
  const { t, symbol: symbolName } = useI18n();
  const format = useFormat();
  const stakeMinor = parseAmount(stake);
  const lineBet = stakeMinor / 20n;
  const ordered = [...view.symbols].sort((a, b) => rank(b) - rank(a));
  return (
    <div className="paytable">
      <p className="panel-hint">{t('paytable.hint', { lineBet: format.money(lineBet) })}</p>
      <ul className="pay-list">
        {ordered.map((symbol) => {
          const scatter = symbol.kind === 'scatter';
          const pays = scatter ? view.scatterPays : view.linePays[symbol.id];
          if (!pays) return null;
          return (
            <li key={symbol.id} className={`pay-row pay-${symbol.kind}`}>
              <SymbolTile themeId={view.themeId} symbol={symbol} size="small" />
              <div className="pay-name">
                <strong>{symbolName(symbol.name)}</strong>
                {symbol.kind === 'wild' ? <span>{t('paytable.wild')}</span> : null}
                {scatter ? <span>{t('paytable.scatter')}</span> : null}
              </div>
              <dl className="pay-values">
                {[5, 4, 3].map((count) => {
                  const multiplier = pays[count - 3] ?? 0;
                  const amount = BigInt(multiplier) * (scatter ? stakeMinor : lineBet);
                  return (
                    <div key={count} className="pay-value">
                      <dt>{t('paytable.ofAKind', { count: scatter && count === 5 ? '5+' : count })}</dt>
                      <dd>
                        <span className="pay-money">{format.money(amount)}</span>
                        <span className="pay-multiplier">
                          {scatter
                            ? t('paytable.timesStake', { value: multiplier })
                            : t('paytable.timesLineBet', { value: multiplier })}
                        </span>
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="panel-hint">{t('paytable.noFeatures')}</p>

      <h3 className="panel-heading">{t('paytable.paylines')}</h3>
      <ol className="payline-grid">
        {view.paylines.map((rows, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paylines are fixed and numbered by position.
          <li key={index} className="payline" aria-label={t('paytable.line', { line: index + 1 })}>
            <span className="payline-number">{index + 1}</span>
            <span className="payline-cells" aria-hidden="true">
              {[0, 1, 2].map((row) =>
                rows.map((lineRow, reel) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5×3 drawing.
                  <i key={`${row}-${reel}`} className={lineRow === row ? 'on' : ''} />
                )),
              )}
            </span>
          </li>
        ))}
      </ol>

      <dl className="facts">
        <div>
          <dt>{t('paytable.rtp')}</dt>
          <dd>{(view.rtp * 100).toFixed(2)} %</dd>
        </div>
        <div>
          <dt>{t('paytable.volatility')}</dt>
          <dd>{t(`volatility.${view.volatility}`)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Wild first, then regular symbols from the best paying down, scatter last. */
function rank(symbol: { id: number; kind: string }): number {
  if (symbol.kind === 'wild') return 100;
  if (symbol.kind === 'scatter') return -1;
  return symbol.id;
}
