import { brandPeriodProps, useRecordPeriodLabels } from '@/centre/record-period';
import { PeriodPicker } from '@/components/ui/period-picker';
import { SelectField } from '@/components/ui/select-field';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import type { DateRange } from '@/lib/date-range';
import { useTranslation } from '@/lib/use-translation';
import type { RecordType } from '../api/types';

/** The date presets of the account record (member-centres spec §9; the history only looks back). */
export type RangePreset = 'last7' | 'last30' | 'custom';

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
  const { timeZone } = useBootstrap().brand;
  const periodLabels = useRecordPeriodLabels();

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
      <PeriodPicker<RangePreset>
        labels={periodLabels}
        options={[
          { value: 'last7', label: t('records.last7') },
          { value: 'last30', label: t('records.last30') },
          { value: 'custom', label: t('records.custom') },
        ]}
        {...brandPeriodProps<'last7' | 'last30', RecordFilterValue>(value, onChange, timeZone)}
      />
    </div>
  );
}
