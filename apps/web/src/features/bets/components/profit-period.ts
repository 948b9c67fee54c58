import type { ProfitPeriod } from '../api/get-profit';

/** The profit and loss presets; its days are the brand's, as the server sums them. */
export type ProfitPreset = 'today' | 'last7' | 'thisMonth' | 'last30' | 'custom';

/** The longest period the server sums (its rule, in days, both ends included). */
export const MAX_PROFIT_DAYS = 93;

/** Today in a time zone, as a day ("2026-03-01"); the visitor's own zone when the brand's is unknown. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    // en-CA writes days as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(now);
  }
}

/** A day moved by whole days, calendar arithmetic without any time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days of a preset, ending today (brand time). */
export function profitPresetPeriod(preset: Exclude<ProfitPreset, 'custom'>, today: string): ProfitPeriod {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
  }
}
