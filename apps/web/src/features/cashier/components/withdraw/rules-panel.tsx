import { Money } from '@/components/ui/money';
import { Facts, Panel } from '@/components/ui/panel';
import { ProgressMeter } from '@/components/ui/progress-meter';
import { useTranslation } from '@/lib/use-translation';
import type { WithdrawalRules } from '../../api/types';

/**
 * The withdrawal rules: limits, today's use, the turnover requirement and active bonuses' wagering with their
 * progress, and what is available.
 */
export function RulesPanel({ rules }: { rules: WithdrawalRules }) {
  const { t } = useTranslation();
  return (
    <Panel icon="scale" title={t('withdraw.rulesTitle')}>
      <div className="available-box">
        <span className="available-box__label">{t('withdraw.available')}</span>
        <Money amount={rules.available} className="available-box__amount" />
      </div>
      <Facts
        items={[
          {
            label: t('withdraw.perWithdrawal'),
            value: (
              <>
                <Money amount={rules.minAmount} /> – <Money amount={rules.maxAmount} />
              </>
            ),
          },
          {
            label: t('withdraw.todayCount'),
            value: t('withdraw.countOf', { used: rules.usedToday.count, limit: rules.dailyCount }),
          },
          {
            label: t('withdraw.todayAmount'),
            value: (
              <>
                <Money amount={rules.usedToday.amount} /> / <Money amount={rules.dailyAmount} />
              </>
            ),
          },
        ]}
      />
      <ProgressMeter
        label={t('withdraw.turnover')}
        achieved={rules.turnover.achieved}
        required={rules.turnover.required}
        met={rules.turnover.met}
        metLabel={t('withdraw.turnoverMet')}
        pendingLabel={t('withdraw.turnoverNotMet')}
      />
      {rules.bonusWagering.active > 0 ? (
        <ProgressMeter
          label={t('withdraw.bonusWagering', { count: rules.bonusWagering.active })}
          achieved={rules.bonusWagering.achieved}
          required={rules.bonusWagering.required}
          met={rules.bonusWagering.met}
          metLabel={t('withdraw.turnoverMet')}
          pendingLabel={t('withdraw.turnoverNotMet')}
        />
      ) : null}
    </Panel>
  );
}
