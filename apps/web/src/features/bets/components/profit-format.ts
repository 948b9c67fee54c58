import { parseAmount } from '@playhall/contracts/money';
import { formatDay } from '@/lib/brand-time';

const UTC_DAY = 'T00:00:00Z';

/**
 * A day of the report ("2026-03-01") in the language's one date format (decision 0036), after its weekday:
 * "Sun 1 Mar 2026", "周日 2026/03/01", "CN 01/03/2026".
 */
export function dayFormatter(language: string): (day: string) => string {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return (day) => {
    const date = new Date(`${day}${UTC_DAY}`);
    const text = formatDay(day, language);
    return Number.isNaN(date.getTime()) || !text ? day : `${weekday.format(date)} ${text}`;
  };
}

/** A period of days in the language's date format: "1 Mar 2026 – 7 Mar 2026". */
export function formatDaySpan(language: string, from: string, to: string): string {
  return `${formatDay(from, language) || from} – ${formatDay(to, language) || to}`;
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
