import { useState } from 'react';
import { useRecordPeriodLabels } from '@/centre/record-period';
import { PeriodPicker } from '@/components/ui/period-picker';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { todayIn } from '@/lib/date-range';
import { useTranslation } from '@/lib/use-translation';
import {
  MAX_TEAM_DAYS,
  TEAM_PRESETS,
  type TeamPeriod,
  type TeamPreset,
  teamPresetPeriod,
} from './team-period';

/** The period of an agent report, as brand days, starting on a preset. */
export function useTeamPeriod(initial: TeamPreset = 'thisMonth') {
  const { brand } = useBootstrap();
  const today = todayIn(brand.timeZone);
  const [preset, setPreset] = useState<TeamPreset | 'custom'>(initial);
  const [period, setPeriod] = useState<TeamPeriod>(() => teamPresetPeriod(initial, today));
  return { today, preset, setPreset, period, setPeriod };
}

export type TeamPeriodState = ReturnType<typeof useTeamPeriod>;

/** The agent reports' period picker: today, yesterday, this and last week, this and last month, custom days. */
export function TeamPeriodPicker({ state, onChange }: { state: TeamPeriodState; onChange?(): void }) {
  const { t } = useTranslation();
  const labels = useRecordPeriodLabels(MAX_TEAM_DAYS);
  const { today, preset, setPreset, period, setPeriod } = state;
  return (
    <PeriodPicker<TeamPreset>
      labels={labels}
      options={[
        ...TEAM_PRESETS.map((value) => ({ value, label: t(`teamOverview.presets.${value}`) })),
        { value: 'custom', label: t('records.custom') },
      ]}
      preset={preset}
      span={{ from: period.startDate, to: period.endDate }}
      latestDay={today}
      maxDays={MAX_TEAM_DAYS}
      onPreset={(next) => {
        setPreset(next);
        if (next !== 'custom') setPeriod(teamPresetPeriod(next, today));
        onChange?.();
      }}
      onCustom={({ from, to }) => {
        setPeriod({ startDate: from, endDate: to });
        onChange?.();
      }}
    />
  );
}
