import { parseAmount } from '@playhall/contracts/money';
import { useI18n } from '../i18n/i18n';
import './stake-input.css';
import { useFormat } from '../shared/format';

type Props = {
  /** Whole currency units as typed, e.g. "25". */
  value: string;
  onChange(value: string): void;
  min: string;
  max: string;
  disabled: boolean;
  error: string | null;
};

const QUICK_UNITS = [10n, 50n, 100n, 500n, 1000n];

/** Lottery stakes are whole units (the engine's step is 1.00): digits only, with a few quick amounts. */
export function StakeInput({ value, onChange, min, max, disabled, error }: Props) {
  const { t } = useI18n();
  const format = useFormat();
  const quick = QUICK_UNITS.filter(
    (units) => units * 100n >= parseAmount(min) && units * 100n <= parseAmount(max),
  );
  return (
    <div className="stake-field">
      <label className="field-label" htmlFor="lottery-stake">
        {t('lottery.stake')}
      </label>
      <div className="stake-entry">
        <span className="stake-currency" aria-hidden="true">
          {format.currency}
        </span>
        <input
          id="lottery-stake"
          className="input stake-input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error !== null}
          aria-describedby="lottery-stake-hint"
          onChange={(event) => onChange(event.target.value.replace(/[^0-9]/g, '').slice(0, 7))}
        />
      </div>
      <fieldset className="quick-stakes" aria-label={t('lottery.quickStakes')}>
        {quick.map((units) => (
          <button
            key={String(units)}
            type="button"
            className="chip-button"
            disabled={disabled}
            aria-pressed={value === String(units)}
            onClick={() => onChange(String(units))}
          >
            {format.money(units * 100n)}
          </button>
        ))}
      </fieldset>
      <span className={error ? 'field-error' : 'panel-hint'} id="lottery-stake-hint">
        {error ?? t('lottery.stakeRange', { min: format.money(min), max: format.money(max) })}
      </span>
    </div>
  );
}
