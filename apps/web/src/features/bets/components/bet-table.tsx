import { Icon } from '@/components/ui/icon';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { TimeText } from '@/components/ui/time-text';
import { isPositiveAmount } from '@/lib/amount-input';
import { copyText } from '@/lib/copy-text';
import { useTranslation } from '@/lib/use-translation';
import type { BetFigures, BetRecord } from '../api/types';
import { BetOutcome, BetStatusChip } from './bet-outcome';
// The table's look is the data table's (components/ui/data.css), laid out further by this feature's CSS.
import '@/components/ui/data.css';

/**
 * The bets of a page as a table on wide screens and as one card per bet on phones (the same rows, laid out by
 * bets.css), with the filter's totals: below the table, and first on a phone. Each bet's row carries
 * data-testid="bet-row" for the browser tests. Bets still open count in the stake, not in the win or loss: the
 * totals say how much of the stake waits for its result.
 */
export function BetTable({
  caption,
  bets,
  totals,
  vendorName,
  isBusy,
}: {
  caption: string;
  bets: readonly BetRecord[];
  totals: BetFigures;
  vendorName(code: string): string;
  isBusy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const categoryName = (code: string) => (i18n.exists(`categories.${code}`) ? t(`categories.${code}`) : code);
  const column = {
    game: t('bets.game'),
    stake: t('bets.stake'),
    validBet: t('bets.validBet'),
    payout: t('bets.payout'),
    profit: t('bets.profit'),
  };

  return (
    <div className={`data-table bet-table${isBusy ? ' data-table--busy' : ''}`} aria-busy={isBusy}>
      <table className="data-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{column.game}</th>
            <th scope="col" className="data-table__end">
              {column.stake}
            </th>
            <th scope="col" className="data-table__end">
              {column.validBet}
            </th>
            <th scope="col" className="data-table__end">
              {column.payout}
            </th>
            <th scope="col" className="data-table__end">
              {column.profit}
            </th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.id} data-testid="bet-row" className={`bet-row bet-row--${bet.result.toLowerCase()}`}>
              <td className="bet-table__game" data-label={column.game}>
                <span className="bet-game" title={bet.gameName}>
                  {bet.gameName}
                </span>
                <span className="bet-meta">
                  {vendorName(bet.vendor)} · {categoryName(bet.category)}
                </span>
                <TimeText className="bet-time" iso={bet.placedAt} seconds />
                <span className="bet-round">
                  <span className="bet-round__id" title={bet.roundId}>
                    <span className="visually-hidden">{t('bets.roundId')} </span>
                    {bet.roundId}
                  </span>
                  <button
                    type="button"
                    className="bet-round__copy"
                    aria-label={t('bets.copyRound')}
                    title={t('bets.copyRound')}
                    onClick={() => void copyText(bet.roundId)}
                  >
                    <Icon name="copy" size={13} />
                  </button>
                </span>
              </td>
              <td className="bet-table__stake data-table__end" data-label={column.stake}>
                <Money amount={bet.stake} />
              </td>
              <td className="bet-table__valid data-table__end" data-label={column.validBet}>
                <Money amount={bet.validBet} />
              </td>
              <td className="bet-table__payout data-table__end" data-label={column.payout}>
                <Money amount={bet.payout} />
              </td>
              <td className="bet-table__profit data-table__end" data-label={column.profit}>
                <BetOutcome bet={bet} />
                <BetStatusChip status={bet.status} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bet-table__totals">
          <tr>
            <th scope="row" className="bet-table__game">
              <span className="bet-game">{t('bets.total')}</span>
              <span className="bet-meta">{t('bets.countedBets', { count: totals.betCount })}</span>
            </th>
            <td className="bet-table__stake data-table__end" data-label={column.stake}>
              <Money amount={totals.stake} />
            </td>
            <td className="bet-table__valid data-table__end" data-label={column.validBet}>
              <Money amount={totals.validBet} />
            </td>
            <td className="bet-table__payout data-table__end" data-label={column.payout}>
              <Money amount={totals.payout} />
            </td>
            <td className="bet-table__profit data-table__end" data-label={column.profit}>
              <Money amount={totals.profit} signed className="bet-outcome" />
              {isPositiveAmount(totals.openStake) ? (
                <span className="bet-meta bet-table__open">
                  {t('bets.openStakeNote', { amount: formatMoney(totals.openStake, symbol) })}
                </span>
              ) : null}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
