import { parseAmount } from '@playhall/contracts/money';
import type { ReactNode } from 'react';
import { Money } from './money';
import { StatusChip } from './status-chip';
import './progress-meter.css';

/** Progress as a whole percentage, computed on minor units (no floats on money). */
export function progressPercent(achieved: string, required: string): number {
  const need = parseAmount(required);
  if (need <= 0n) return 100;
  const done = parseAmount(achieved);
  return Number(done >= need ? 100n : (done * 100n) / need);
}

/**
 * How far an amount is toward a requirement (a withdrawal's turnover, a bonus's wagering): a labelled progress
 * bar, a chip that says whether it is met, and the two amounts.
 */
export function ProgressMeter({
  label,
  achieved,
  required,
  met,
  metLabel,
  pendingLabel,
  figures,
}: {
  label: string;
  achieved: string;
  required: string;
  met: boolean;
  metLabel: string;
  pendingLabel: string;
  /** What the line under the bar says instead of the two amounts (a count of days or games). */
  figures?: ReactNode;
}) {
  const progress = progressPercent(achieved, required);
  return (
    <div className="progress-meter">
      <div className="progress-meter__head">
        <span className="progress-meter__label">{label}</span>
        <StatusChip tone={met ? 'success' : 'warning'}>{met ? metLabel : pendingLabel}</StatusChip>
      </div>
      <div
        className="progress-meter__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span className="progress-meter__fill" style={{ width: `${progress}%` }} />
      </div>
      <p className="progress-meter__figures">
        {figures ?? (
          <>
            <Money amount={achieved} /> / <Money amount={required} />
          </>
        )}
      </p>
    </div>
  );
}
