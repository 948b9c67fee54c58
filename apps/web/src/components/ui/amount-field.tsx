import { useCallback } from 'react';
import { type AmountLimits, type AmountProblem, amountProblem } from '@/lib/amount-input';
import type { BoundField } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { TextField } from './form-field';
import { formatMoney, useCurrencySymbol } from './money';
import './controls.css';

/** The visitor's words for an amount that cannot be sent, bounds formatted as money. */
export function useAmountCheck(): (text: string, limits?: AmountLimits) => string | undefined {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return useCallback(
    (text: string, limits: AmountLimits = {}) => {
      const problem: AmountProblem | null = amountProblem(text, limits);
      if (!problem) return undefined;
      if ('bound' in problem)
        return t(`amount.${problem.kind}`, { amount: formatMoney(problem.bound, symbol) });
      return t(`amount.${problem.kind}`);
    },
    [t, symbol],
  );
}

/**
 * An amount input: the currency symbol before the digits, optional quick amounts and a "max" button that fills
 * in what can be spent. Amounts stay strings until the money module converts them.
 */
export function AmountField({
  label,
  field,
  hint,
  quickAmounts = [],
  maxAmount,
  disabled = false,
}: {
  label: string;
  field: BoundField<string>;
  hint?: string | undefined;
  quickAmounts?: readonly string[];
  /** Shown as a "max" button that fills the field with this amount. */
  maxAmount?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <div className="amount-field">
      <TextField
        {...field}
        label={label}
        hint={hint}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        prefix={
          <span className="amount-field__symbol" aria-hidden="true">
            {symbol}
          </span>
        }
        suffix={
          maxAmount !== undefined ? (
            <button
              type="button"
              className="amount-field__max"
              disabled={disabled}
              onClick={() => field.onChange(maxAmount)}
            >
              {t('amount.useMax')}
            </button>
          ) : undefined
        }
      />
      {quickAmounts.length > 0 ? (
        <fieldset className="amount-field__quick">
          <legend className="visually-hidden">{t('amount.quick')}</legend>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className={`chip-button${field.value === amount ? ' chip-button--active' : ''}`}
              disabled={disabled}
              onClick={() => field.onChange(amount)}
            >
              {formatMoney(amount, symbol, { whole: true })}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
