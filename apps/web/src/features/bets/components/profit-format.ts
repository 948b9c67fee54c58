import { parseAmount } from '@playhall/contracts/money';

const UTC_DAY = 'T00:00:00Z';

/**
 * A day of the report ("2026-03-01") in the visitor's language: "Sun, Mar 1"; with the year ("Sun, Mar 1, 2026")
 * when the period spans two years.
 */
export function dayFormatter(language: string, withYear: boolean): (day: string) => string {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (day) => {
    const date = new Date(`${day}${UTC_DAY}`);
    return Number.isNaN(date.getTime()) ? day : format.format(date);
  };
}

/** A period of days in the visitor's language: "Mar 1 – 7, 2026". */
export function formatDaySpan(language: string, from: string, to: string): string {
  const format = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const start = new Date(`${from}${UTC_DAY}`);
  const end = new Date(`${to}${UTC_DAY}`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  return format.formatRange(start, end);
}

/** The part of a whole an amount makes, 0 to 1, for a bar's length (not money arithmetic on screen). */
export function shareOf(amount: string, whole: string): number {
  try {
    const total = parseAmount(whole);
    if (total <= 0n) return 0;
    return Math.min(1, Math.max(0, Number((parseAmount(amount) * 1000n) / total) / 1000));
  } catch {
    return 0;
  }
}
