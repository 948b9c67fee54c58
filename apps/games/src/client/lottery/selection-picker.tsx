import type { LotteryBetTypeView } from '@playhall/contracts/games-play';
import './selection-picker.css';
import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { formatOdds } from './lottery-labels';

type Props = {
  betType: LotteryBetTypeView;
  selection: string;
  onSelection(selection: string): void;
  disabled: boolean;
};

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function randomDigits(length: number): string {
  const values = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(values, (value) => String(value % 10)).join('');
}

/** "--7--": one digit on one ball, dashes elsewhere (the engine's spelling). */
export function positionSelection(balls: number, ball: number, digit: string): string {
  return Array.from({ length: balls }, (_, index) => (index === ball ? digit : '-')).join('');
}

/** Picks a selection the way its bet type spells it: a named choice, a ball and a digit, or N digits. */
export function SelectionPicker({ betType, selection, onSelection, disabled }: Props) {
  const { t, label, language } = useI18n();
  const spec = betType.selection;
  const odds = formatOdds(betType.odds[0]?.odds ?? '', language);

  if (spec.kind === 'choice')
    return (
      <fieldset className="picker" disabled={disabled}>
        <legend className="field-label">{t('lottery.selection')}</legend>
        <div className="choice-grid">
          {spec.options.map((option) => (
            <button
              key={option.value}
              type="button"
              className="choice"
              aria-pressed={selection === option.value}
              onClick={() => onSelection(option.value)}
            >
              <span className="choice-name">{label(option.labelKey, option.label)}</span>
              <span className="choice-odds">{odds}</span>
            </button>
          ))}
        </div>
      </fieldset>
    );

  if (spec.kind === 'position')
    return (
      <PositionPicker
        balls={spec.balls}
        selection={selection}
        onSelection={onSelection}
        disabled={disabled}
      />
    );

  const length = spec.length;
  return (
    <div className="picker">
      <label className="field-label" htmlFor="lottery-digits">
        {t('lottery.selection')}
      </label>
      <div className="input-row">
        <input
          id="lottery-digits"
          className="input digits-input"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={length}
          placeholder={spec.example}
          value={selection}
          disabled={disabled}
          aria-describedby="lottery-digits-hint"
          onChange={(event) => onSelection(event.target.value.replace(/[^0-9]/g, '').slice(0, length))}
        />
        <button
          type="button"
          className="button button-ghost"
          disabled={disabled}
          onClick={() => onSelection(randomDigits(length))}
        >
          {t('lottery.random')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={disabled || selection === ''}
          onClick={() => onSelection('')}
        >
          {t('lottery.clear')}
        </button>
      </div>
      <span className="panel-hint" id="lottery-digits-hint">
        {t('lottery.digits', { length })}
      </span>
    </div>
  );
}

/** Whether a picked selection is complete enough to place (the server checks it again). */
export function isSelectionComplete(betType: LotteryBetTypeView, selection: string): boolean {
  const spec = betType.selection;
  if (spec.kind === 'choice') return spec.options.some((option) => option.value === selection);
  if (spec.kind === 'position') return selection.length === spec.balls && /^-*[0-9]-*$/.test(selection);
  return new RegExp(`^[0-9]{${spec.length}}$`).test(selection);
}

type PositionProps = {
  balls: number;
  selection: string;
  onSelection(selection: string): void;
  disabled: boolean;
};

/** A ball, then a digit for it; changing the ball keeps the digit. */
function PositionPicker({ balls, selection, onSelection, disabled }: PositionProps) {
  const { t } = useI18n();
  const placed = selection.search(/[0-9]/);
  const digit = placed >= 0 ? selection.charAt(placed) : '';
  const [ball, setBall] = useState(placed);
  const chooseBall = (index: number) => {
    setBall(index);
    onSelection(digit ? positionSelection(balls, index, digit) : '');
  };
  return (
    <fieldset className="picker" disabled={disabled}>
      <legend className="field-label">{t('lottery.selection')}</legend>
      <fieldset className="pick-row" aria-label={t('lottery.pickBall')}>
        {Array.from({ length: balls }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: balls are identified by position.
            key={index}
            type="button"
            className="pick-ball"
            aria-pressed={ball === index}
            onClick={() => chooseBall(index)}
          >
            {t('lottery.ball', { n: index + 1 })}
          </button>
        ))}
      </fieldset>
      <fieldset className="digit-pad" aria-label={t('lottery.pickDigit')}>
        {DIGITS.map((value) => (
          <button
            key={value}
            type="button"
            className="digit"
            aria-pressed={digit === value}
            disabled={ball < 0}
            onClick={() => onSelection(positionSelection(balls, ball, value))}
          >
            {value}
          </button>
        ))}
      </fieldset>
      {ball < 0 ? <span className="panel-hint">{t('lottery.pickBallFirst')}</span> : null}
    </fieldset>
  );
}
