import { parseAmount } from '@playhall/contracts/money';
import { Money } from '@/components/ui/money';
import { Facts, Panel } from '@/components/ui/panel';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import type { WithdrawalRules } from '../../api/types';

/** Progress as a whole percentage, computed on minor units (no floats on money). */
function percent(achieved: string, required: string): number {
  const need = parseAmount(required);
  if (need <= 0n) return 100;
  const done = parseAmount(achieved);
  return Number(done >= need ? 100n : (done * 100n) / need);
}

/** The withdrawal rules: limits, today's use, the turnover requirement with its progress, and what is available. */
export function RulesPanel({ rules }: { rules: WithdrawalRules }) {
  const { t } = useTranslation();
  const progress = percent(rules.turnover.achieved, rules.turnover.required);
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
      <div className="turnover">
        <div className="turnover__head">
          <span className="turnover__label">{t('withdraw.turnover')}</span>
          <StatusChip tone={rules.turnover.met ? 'success' : 'warning'}>
            {rules.turnover.met ? t('withdraw.turnoverMet') : t('withdraw.turnoverNotMet')}
          </StatusChip>
        </div>
        <div
          className="turnover__bar"
          role="progressbar"
          aria-label={t('withdraw.turnover')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span className="turnover__fill" style={{ width: `${progress}%` }} />
        </div>
        <p className="turnover__figures">
          <Money amount={rules.turnover.achieved} /> / <Money amount={rules.turnover.required} />
        </p>
      </div>
    </Panel>
  );
}
