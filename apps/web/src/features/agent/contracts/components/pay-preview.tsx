import { formatRate, type Tier } from '@playhall/contracts/contract-terms';
import { formatAmount } from '@playhall/contracts/money';
import { useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import { previewPay } from '../tier-draft';

/**
 * "At X valid bets and Y active members this pays Z": the offer's tiers on figures the agent types in, rounded down
 * as the settlement rounds (contract-terms `rateAt`, `amountDue`).
 */
export function PayPreview({
  tiers,
  isDividend,
}: {
  tiers: readonly Tier[] | undefined;
  isDividend: boolean;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [base, setBase] = useState('10000');
  const [active, setActive] = useState('5');
  const pay = tiers ? previewPay(tiers, base, active) : undefined;
  const baseLabel = t(isDividend ? 'contracts.preview.netResult' : 'contracts.preview.validBets');
  return (
    <section className="pay-preview" aria-label={t('contracts.preview.title')}>
      <h3 className="pay-preview__title">{t('contracts.preview.title')}</h3>
      <div className="pay-preview__fields">
        <TextField label={baseLabel} value={base} onChange={setBase} inputMode="decimal" autoComplete="off" />
        <TextField
          label={t('contracts.preview.active')}
          value={active}
          onChange={setActive}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <p className="pay-preview__result" role="status">
        {!tiers
          ? t('contracts.preview.fixFirst')
          : !pay
            ? t('contracts.preview.typeFigures')
            : t(pay.tier === undefined ? 'contracts.preview.nothing' : 'contracts.preview.pays', {
                base: formatMoney(base.trim(), symbol),
                active: active.trim(),
                amount: formatMoney(formatAmount(pay.amount), symbol),
                tier: (pay.tier ?? 0) + 1,
                rate: formatRate(pay.rate),
              })}
      </p>
    </section>
  );
}
