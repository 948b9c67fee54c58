import type { DaySpan, PeriodPickerLabels } from '@/components/ui/period-picker';
import { type DateRange, type DayPreset, dayBoundary, dayValue, presetRange } from '@/lib/date-range';
import { useTranslation } from '@/lib/use-translation';

/**
 * The words of the records' period picker (the account record, the betting record, profit and loss). The wallet and
 * the bets features both show records; the keys are the centre catalogue's, which the shell's components and lib
 * may not use (it loads with the centre), so the shared piece lives in centre/.
 */
export function useRecordPeriodLabels(maxDays?: number): PeriodPickerLabels {
  const { t } = useTranslation();
  return {
    period: t('records.period'),
    from: t('records.fromDay'),
    to: t('records.toDay'),
    apply: t('records.apply'),
    badRange: t('records.badRange'),
    ...(maxDays !== undefined ? { tooLong: t('records.tooLong', { days: maxDays }) } : {}),
  };
}

/**
 * A filter whose period is a preset or custom days of the brand's clock (decision 0036), wired to the period
 * picker: the picker's days come from the range, a preset sets its range, custom days become brand day boundaries.
 */
export function brandPeriodProps<
  Preset extends DayPreset,
  Value extends { preset: Preset | 'custom'; range: DateRange },
>(value: Value, onChange: (value: Value) => void, timeZone: string) {
  return {
    preset: value.preset,
    span: {
      from: dayValue(new Date(value.range.startDate), timeZone),
      to: dayValue(new Date(value.range.endDate), timeZone),
    },
    latestDay: dayValue(new Date(), timeZone),
    onPreset: (preset: Preset | 'custom') =>
      preset === 'custom'
        ? onChange({ ...value, preset })
        : onChange({ ...value, preset, range: presetRange(preset, timeZone) }),
    onCustom: ({ from, to }: DaySpan) => {
      const startDate = dayBoundary(from, 'start', timeZone);
      const endDate = dayBoundary(to, 'end', timeZone);
      if (startDate && endDate) onChange({ ...value, range: { startDate, endDate } });
    },
  };
}
