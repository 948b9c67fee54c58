import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SegmentedTabs, TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import type { RecordType } from '../api/types';
import { type DateRange, dayBoundary, dayValue, presetRange, type RangePreset } from './date-range';

export type RecordFilterValue = { type: RecordType | null; range: DateRange; preset: RangePreset };

const ALL = 'ALL';

/** The records' filters: the type, and the period (previous 7 or 30 days, or days of the visitor's choice). */
export function RecordFilters({
  types,
  value,
  onChange,
}: {
  types: readonly RecordType[];
  value: RecordFilterValue;
  onChange(value: RecordFilterValue): void;
}) {
  const { t } = useTranslation();
  const today = dayValue(new Date());
  const [from, setFrom] = useState(dayValue(new Date(value.range.startDate)));
  const [to, setTo] = useState(dayValue(new Date(value.range.endDate)));
  const [rangeError, setRangeError] = useState<string | undefined>(undefined);

  const pickPreset = (preset: RangePreset) => {
    if (preset === 'custom') onChange({ ...value, preset });
    else onChange({ ...value, preset, range: presetRange(preset) });
  };
  const applyCustom = () => {
    const startDate = dayBoundary(from, 'start');
    const endDate = dayBoundary(to, 'end');
    if (!startDate || !endDate || startDate > endDate) {
      setRangeError(t('records.badRange'));
      return;
    }
    setRangeError(undefined);
    onChange({ ...value, range: { startDate, endDate } });
  };

  return (
    <div className="record-filters">
      <SelectField
        className="record-filters__type"
        label={t('records.type')}
        value={value.type ?? ALL}
        options={[
          { value: ALL, label: t('records.allTypes') },
          ...types.map((type) => ({ value: type, label: t(`records.types.${type}`) })),
        ]}
        onChange={(picked) => onChange({ ...value, type: types.find((type) => type === picked) ?? null })}
      />
      <div className="record-filters__period">
        <span className="field__label">{t('records.period')}</span>
        <SegmentedTabs
          label={t('records.period')}
          value={value.preset}
          options={[
            { value: 'last7', label: t('records.last7') },
            { value: 'last30', label: t('records.last30') },
            { value: 'custom', label: t('records.custom') },
          ]}
          onChange={pickPreset}
        />
      </div>
      {value.preset === 'custom' ? (
        <div className="record-filters__custom">
          <TextField
            label={t('records.fromDay')}
            type="date"
            value={from}
            max={today}
            onChange={setFrom}
            error={rangeError}
          />
          <TextField label={t('records.toDay')} type="date" value={to} max={today} onChange={setTo} />
          <Button variant="outline" icon="search" onClick={applyCustom}>
            {t('records.apply')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
