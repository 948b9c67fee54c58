/** The date presets of the records (member-centres spec §9; the history only looks back). */
export type RangePreset = 'last7' | 'last30' | 'custom';

export type DateRange = { startDate: string; endDate: string };

const DAYS = { last7: 7, last30: 30 } as const;

/** From the start of the first day to the end of today, in the visitor's time zone, as ISO times. */
export function presetRange(preset: 'last7' | 'last30', now = new Date()): DateRange {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - (DAYS[preset] - 1));
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

/** A day typed in a date input ("2026-03-01") as the start or the end of that day in local time. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date =
    edge === 'start'
      ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, 0, 0, 0)
      : new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date input's value for a day (local time). */
export function dayValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
