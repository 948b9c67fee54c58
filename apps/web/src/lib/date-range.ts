/**
 * Periods of the member centre's records, in the visitor's time zone (the records look back only: member-centres
 * spec §9). Moved here from the wallet feature when the betting record came to share it.
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

/** From the start of the preset's first day to the end of its last day, in local time, as ISO times. */
export function presetRange(preset: DayPreset, now = new Date()): DateRange {
  const { first, last } = SPANS[preset];
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - first);
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  end.setDate(end.getDate() - last);
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

/** Days from `from` to `to` counting both ("2026-03-01".."2026-03-01" is 1); NaN when either is not a day. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

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
