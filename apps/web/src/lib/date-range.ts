import { brandDayOf, brandInstant } from './brand-time';

/**
 * Periods of the member centre's records, in days of the brand's clock (decision 0036: the records show the brand's
 * times, so their days are the brand's too; profit and loss always counted them so). The records look back only
 * (member-centres spec §9).
 */
export type DayPreset = 'today' | 'yesterday' | 'last7' | 'last30';

export type DateRange = { startDate: string; endDate: string };

/** How many days back each preset starts, and how many days before today it ends. */
const SPANS: Record<DayPreset, { first: number; last: number }> = {
  today: { first: 0, last: 0 },
  yesterday: { first: 1, last: 1 },
  last7: { first: 6, last: 0 },
  last30: { first: 29, last: 0 },
};

/** From the start of the preset's first brand day to the end of its last one, as ISO times. */
export function presetRange(preset: DayPreset, timeZone: string, now = new Date()): DateRange {
  const { first, last } = SPANS[preset];
  const today = brandDayOf(now, timeZone);
  return {
    startDate: dayBoundary(addDays(today, -first), 'start', timeZone) ?? now.toISOString(),
    endDate: dayBoundary(addDays(today, -last), 'end', timeZone) ?? now.toISOString(),
  };
}

/** A day typed in a date input ("2026-03-01") as the first or the last millisecond of that brand day. */
export function dayBoundary(day: string, edge: 'start' | 'end', timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = brandInstant(edge === 'start' ? day : addDays(day, 1), timeZone);
  if (!start || Number.isNaN(start.getTime())) return null;
  return new Date(start.getTime() - (edge === 'start' ? 0 : 1)).toISOString();
}

/** A date input's value for an instant: its brand day. */
export function dayValue(date: Date, timeZone: string): string {
  return brandDayOf(date, timeZone);
}

/** Days from `from` to `to` counting both ("2026-03-01".."2026-03-01" is 1); NaN when either is not a day. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Today in a time zone, as a day ("2026-03-01"). */
export function todayIn(timeZone: string, now = new Date()): string {
  return brandDayOf(now, timeZone);
}

/** A day moved by whole days, calendar arithmetic without any time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
