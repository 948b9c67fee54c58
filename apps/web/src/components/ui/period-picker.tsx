import { useState } from 'react';
import { daysInclusive } from '@/lib/date-range';
import { Button } from './button';
import { SegmentedTabs, TextField } from './form-field';
import './period-picker.css';

/** Days as date inputs give them ("2026-03-01"), both included. */
export type DaySpan = { from: string; to: string };

export type PeriodPickerLabels = {
  period: string;
  from: string;
  to: string;
  apply: string;
  /** The first day is after the last one, or a day is missing. */
  badRange: string;
  /** The span is longer than `maxDays`. */
  tooLong?: string;
};

/**
 * A period of the records: preset tabs, and with "custom" two day inputs and an apply button. The caller names the
 * presets and turns days into what its API wants (local times, or days of the brand's zone); the words come in
 * as props because the member centre's catalogue is not the shell's (decision 0017). It renders two blocks, the
 * tabs and the custom days, for the caller's grid to place.
 */
export function PeriodPicker<Preset extends string>({
  labels,
  options,
  preset,
  span,
  latestDay,
  maxDays,
  onPreset,
  onCustom,
}: {
  labels: PeriodPickerLabels;
  options: readonly { value: Preset | 'custom'; label: string }[];
  preset: Preset | 'custom';
  /** The days the custom inputs start from (the period on screen). */
  span: DaySpan;
  /** The last day one may pick (today, in the caller's zone). */
  latestDay: string;
  maxDays?: number;
  onPreset(preset: Preset | 'custom'): void;
  onCustom(span: DaySpan): void;
}) {
  const [from, setFrom] = useState(span.from);
  const [to, setTo] = useState(span.to);
  const [error, setError] = useState<string | undefined>(undefined);

  const apply = () => {
    const days = daysInclusive(from, to);
    if (!(days >= 1)) {
      setError(labels.badRange);
      return;
    }
    if (maxDays !== undefined && days > maxDays) {
      setError(labels.tooLong ?? labels.badRange);
      return;
    }
    setError(undefined);
    onCustom({ from, to });
  };

  return (
    <>
      <div className={`period-picker${options.length > 4 ? ' period-picker--many' : ''}`}>
        <span className="field__label">{labels.period}</span>
        <SegmentedTabs label={labels.period} value={preset} options={options} onChange={onPreset} />
      </div>
      {preset === 'custom' ? (
        <div className="period-picker__custom">
          <TextField
            label={labels.from}
            type="date"
            value={from}
            max={latestDay}
            onChange={setFrom}
            error={error}
          />
          <TextField label={labels.to} type="date" value={to} max={latestDay} onChange={setTo} />
          <Button variant="outline" icon="search" onClick={apply}>
            {labels.apply}
          </Button>
        </div>
      ) : null}
    </>
  );
}
