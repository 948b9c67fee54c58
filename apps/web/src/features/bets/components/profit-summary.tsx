import { GAME_CATEGORIES, type GameCategory } from '@playhall/contracts/games';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { Facts } from '@/components/ui/panel';
import { isPositiveAmount } from '@/lib/amount-input';
import { useTranslation } from '@/lib/use-translation';
import type { BetFigures, CategoryFigures } from '../api/types';
import { shareOf } from './profit-format';

function asCategory(code: string): GameCategory | undefined {
  return GAME_CATEGORIES.find((category) => category === code);
}

/**
 * The period's total: the win or loss large and coloured, then bets, stake, valid bet and payout, and the stake of
 * bets still open, which the win or loss leaves out.
 */
export function ProfitTotal({ total, periodLabel }: { total: BetFigures; periodLabel: string }) {
  const { t } = useTranslation();
  return (
    <section className="profit-total" aria-label={t('profit.totalLabel')}>
      <div className="profit-total__headline">
        <span className="profit-total__label">{t('profit.profit')}</span>
        <Money amount={total.profit} signed className="profit-total__amount" />
        <span className="profit-total__period">{periodLabel}</span>
      </div>
      <Facts
        className="profit-total__facts"
        items={[
          { label: t('profit.bets'), value: total.betCount },
          { label: t('bets.stake'), value: <Money amount={total.stake} /> },
          { label: t('bets.validBet'), value: <Money amount={total.validBet} /> },
          { label: t('bets.payout'), value: <Money amount={total.payout} /> },
          ...(isPositiveAmount(total.openStake)
            ? [{ label: t('profit.openStake'), value: <Money amount={total.openStake} /> }]
            : []),
        ]}
      />
    </section>
  );
}

/** Each category's share of the valid bets, its bets and its win or loss. */
export function ProfitCategories({
  categories,
  total,
}: {
  categories: readonly CategoryFigures[];
  total: BetFigures;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="profit-section" aria-labelledby="profit-categories">
      <h3 id="profit-categories" className="profit-section__title">
        {t('profit.byCategory')}
      </h3>
      <ul className="profit-categories">
        {categories.map((row) => {
          const category = asCategory(row.category);
          const name = i18n.exists(`categories.${row.category}`)
            ? t(`categories.${row.category}`)
            : row.category;
          const share = shareOf(row.validBet, total.validBet);
          return (
            <li key={row.category} className="profit-category">
              <span className="profit-category__icon">
                <Icon name={category ?? 'grid'} size={18} />
              </span>
              <div className="profit-category__body">
                <div className="profit-category__line">
                  <span className="profit-category__name">{name}</span>
                  <Money amount={row.profit} signed className="profit-category__profit" />
                </div>
                <div className="profit-category__bar" aria-hidden="true">
                  <span style={{ width: `${Math.max(share * 100, 2)}%` }} />
                </div>
                <p className="profit-category__facts">
                  {t('profit.betCount', { count: row.betCount })} · {t('bets.validBet')}{' '}
                  <Money amount={row.validBet} /> · {t('bets.payout')} <Money amount={row.payout} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
