import { addDays } from '@/lib/date-range';

/** The agent reports' presets (issue 13): days of the brand's time zone, as the server sums them. */
export const TEAM_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type TeamPreset = (typeof TEAM_PRESETS)[number];

export type TeamPeriod = { startDate: string; endDate: string };

/** The longest period the server sums (its rule, in days, both ends included). */
export const MAX_TEAM_DAYS = 93;

/** Monday of the day's ISO week. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days of a preset; "this" periods end today, as no figure exists for days to come. */
export function teamPresetPeriod(preset: TeamPreset, today: string): TeamPeriod {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek':
      return { startDate: weekStart(today), endDate: today };
    case 'lastWeek': {
      const start = addDays(weekStart(today), -7);
      return { startDate: start, endDate: addDays(start, 6) };
    }
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'lastMonth': {
      const lastDay = addDays(`${today.slice(0, 8)}01`, -1);
      return { startDate: `${lastDay.slice(0, 8)}01`, endDate: lastDay };
    }
  }
}
