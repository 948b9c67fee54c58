import { parseAmount } from '@playhall/contracts/money';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../shared/format';

type ControlsProps = {
  stakes: string[];
  stake: string;
  onStake(stake: string): void;
  busy: boolean;
  onSpin(): void;
  /** Minor units, counting up. */
  win: bigint;
  winLabel: string;
};

export function Controls({ stakes, stake, onStake, busy, onSpin, win, winLabel }: ControlsProps) {
  const { t } = useI18n();
  const format = useFormat();
  const index = stakes.indexOf(stake);
  const step = (delta: number) => {
    const next = stakes[Math.min(stakes.length - 1, Math.max(0, index + delta))];
    if (next) onStake(next);
  };
  return (
    <div className="controls">
      <div className="stake-box">
        <label htmlFor="stake-select" className="control-label">
          {t('slot.stake')}
        </label>
        <div className="stake-row">
          <button
            type="button"
            className="round-button"
            aria-label={t('slot.lowerStake')}
            onClick={() => step(-1)}
            disabled={busy || index <= 0}
          >
            −
          </button>
          <select
            id="stake-select"
            className="stake-select"
            value={stake}
            disabled={busy}
            onChange={(event) => onStake(event.target.value)}
          >
            {stakes.map((option) => (
              <option key={option} value={option}>
                {format.money(option)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="round-button"
            aria-label={t('slot.raiseStake')}
            onClick={() => step(1)}
            disabled={busy || index >= stakes.length - 1}
          >
            +
          </button>
        </div>
        <span className="control-hint">
          {t('slot.lines')} · {t('slot.lineBet', { amount: format.money(parseAmount(stake) / 20n) })}
        </span>
      </div>

      <div className={`win-meter ${win > 0 ? 'is-win' : ''}`}>
        <span className="control-label">{winLabel}</span>
        <strong className="win-amount">{format.money(win)}</strong>
      </div>

      <div className="spin-box">
        <button
          type="button"
          className={`spin-button ${busy ? 'is-busy' : ''}`}
          aria-label={t('slot.spin')}
          aria-busy={busy}
          disabled={busy}
          onClick={onSpin}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="spin-icon">
            <path d="M12 4a8 8 0 1 1-7.75 6H6.3A6 6 0 1 0 12 6v3L7.5 5 12 1z" fill="currentColor" />
          </svg>
        </button>
        <span className="control-hint spin-hint">{busy ? t('slot.spinning') : t('slot.spaceHint')}</span>
      </div>
    </div>
  );
}
