import type { GameCategory } from '@playhall/contracts/games';
import { brandPeriodProps, useRecordPeriodLabels } from '@/centre/record-period';
import { PeriodPicker } from '@/components/ui/period-picker';
import { SelectField } from '@/components/ui/select-field';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import type { DateRange, DayPreset } from '@/lib/date-range';
import { useTranslation } from '@/lib/use-translation';
import { BET_STATUSES, type BetMenu, type BetStatus } from '../api/types';

/** The server's longest period, in days. */
const MAX_DAYS = 93;
const ALL = 'ALL';

export type BetPreset = DayPreset | 'custom';

export type BetFilterValue = {
  category: GameCategory | null;
  vendor: string | null;
  status: BetStatus | null;
  preset: BetPreset;
  range: DateRange;
};

/** The vendors to offer: the category's, or every vendor of the menus once each. */
export function vendorsOf(menus: readonly BetMenu[], category: GameCategory | null) {
  const seen = new Map<string, string>();
  for (const menu of menus) {
    if (category !== null && menu.category !== category) continue;
    for (const vendor of menu.vendors) if (!seen.has(vendor.code)) seen.set(vendor.code, vendor.name);
  }
  return [...seen].map(([code, name]) => ({ code, name }));
}

/** The betting record's filters: category and vendor (from the game menus), status and period. */
export function BetFilters({
  menus,
  value,
  onChange,
}: {
  menus: readonly BetMenu[];
  value: BetFilterValue;
  onChange(value: BetFilterValue): void;
}) {
  const { t } = useTranslation();
  const { timeZone } = useBootstrap().brand;
  const periodLabels = useRecordPeriodLabels(MAX_DAYS);
  const vendors = vendorsOf(menus, value.category);

  const pickCategory = (picked: string) => {
    const category = menus.find((menu) => menu.category === picked)?.category ?? null;
    const isVendorKept =
      value.vendor !== null && vendorsOf(menus, category).some((vendor) => vendor.code === value.vendor);
    onChange({ ...value, category, vendor: isVendorKept ? value.vendor : null });
  };

  return (
    <div className="bet-filters">
      <SelectField
        label={t('bets.category')}
        value={value.category ?? ALL}
        options={[
          { value: ALL, label: t('bets.allCategories') },
          ...menus.map((menu) => ({ value: menu.category, label: t(`categories.${menu.category}`) })),
        ]}
        onChange={pickCategory}
      />
      <SelectField
        label={t('bets.vendor')}
        value={value.vendor ?? ALL}
        options={[
          { value: ALL, label: t('bets.allVendors') },
          ...vendors.map((vendor) => ({ value: vendor.code, label: vendor.name })),
        ]}
        onChange={(picked) => onChange({ ...value, vendor: picked === ALL ? null : picked })}
      />
      <SelectField
        label={t('bets.status')}
        value={value.status ?? ALL}
        options={[
          { value: ALL, label: t('bets.allStatuses') },
          ...BET_STATUSES.map((status) => ({ value: status, label: t(`bets.statuses.${status}`) })),
        ]}
        onChange={(picked) =>
          onChange({ ...value, status: BET_STATUSES.find((status) => status === picked) ?? null })
        }
      />
      <PeriodPicker<DayPreset>
        labels={periodLabels}
        options={[
          { value: 'today', label: t('records.today') },
          { value: 'yesterday', label: t('records.yesterday') },
          { value: 'last7', label: t('records.last7') },
          { value: 'last30', label: t('records.last30') },
          { value: 'custom', label: t('records.custom') },
        ]}
        maxDays={MAX_DAYS}
        {...brandPeriodProps<DayPreset, BetFilterValue>(value, onChange, timeZone)}
      />
    </div>
  );
}
