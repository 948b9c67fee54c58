import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import type { BetFigures, ProfitDay } from '../api/types';
import { dayFormatter } from './profit-format';
// The table's look is the data table's (components/ui/data.css), laid out further by this feature's CSS.
import '@/components/ui/data.css';

/** One line of figures: bets, stake, valid bet, payout and the coloured win or loss. */
function FigureCells({ figures }: { figures: BetFigures }) {
  const { t } = useTranslation();
  return (
    <>
      <td className="profit-days__bets data-table__end" data-label={t('profit.bets')}>
        {figures.betCount}
      </td>
      <td className="profit-days__stake data-table__end" data-label={t('bets.stake')}>
        <Money amount={figures.stake} />
      </td>
      <td className="profit-days__valid data-table__end" data-label={t('bets.validBet')}>
        <Money amount={figures.validBet} />
      </td>
      <td className="profit-days__payout data-table__end" data-label={t('bets.payout')}>
        <Money amount={figures.payout} />
      </td>
      <td className="profit-days__profit data-table__end" data-label={t('profit.profit')}>
        <Money amount={figures.profit} signed className="profit-days__amount" />
      </td>
    </>
  );
}

/**
 * The period day by day (newest first), each day a row that opens into its categories. A table on wide screens,
 * a card per day on phones.
 */
export function ProfitDays({ days }: { days: readonly ProfitDay[] }) {
  const { t, i18n } = useTranslation();
  const formatDay = dayFormatter(i18n.language);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (day: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  const categoryName = (code: string) => (i18n.exists(`categories.${code}`) ? t(`categories.${code}`) : code);

  return (
    <section className="profit-section" aria-labelledby="profit-days">
      <h3 id="profit-days" className="profit-section__title">
        {t('profit.byDay')}
      </h3>
      <div className="data-table profit-days">
        <table className="data-table__table">
          <caption className="visually-hidden">{t('profit.byDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profit.day')}</th>
              <th scope="col" className="data-table__end">
                {t('profit.bets')}
              </th>
              <th scope="col" className="data-table__end">
                {t('bets.stake')}
              </th>
              <th scope="col" className="data-table__end">
                {t('bets.validBet')}
              </th>
              <th scope="col" className="data-table__end">
                {t('bets.payout')}
              </th>
              <th scope="col" className="data-table__end">
                {t('profit.profit')}
              </th>
            </tr>
          </thead>
          {days.map((day) => {
            const isOpen = open.has(day.day);
            const label = formatDay(day.day);
            const rowId = (category: string) => `profit-day-${day.day}-${category}`;
            return (
              <tbody
                key={day.day}
                className={`profit-days__group${isOpen ? ' profit-days__group--open' : ''}`}
              >
                <tr className="profit-days__day">
                  <th scope="row" className="profit-days__name">
                    <button
                      type="button"
                      className="profit-days__toggle"
                      aria-expanded={isOpen}
                      aria-controls={day.categories.map((row) => rowId(row.category)).join(' ')}
                      aria-label={t(isOpen ? 'profit.hideCategories' : 'profit.showCategories', {
                        day: label,
                      })}
                      onClick={() => toggle(day.day)}
                    >
                      <Icon name="chevronDown" size={16} className="profit-days__chevron" />
                      <span>{label}</span>
                    </button>
                  </th>
                  <FigureCells figures={day} />
                </tr>
                {isOpen
                  ? day.categories.map((row) => (
                      <tr key={row.category} id={rowId(row.category)} className="profit-days__category">
                        <th scope="row" className="profit-days__name">
                          <span className="profit-days__category-name">{categoryName(row.category)}</span>
                        </th>
                        <FigureCells figures={row} />
                      </tr>
                    ))
                  : null}
              </tbody>
            );
          })}
        </table>
      </div>
    </section>
  );
}
