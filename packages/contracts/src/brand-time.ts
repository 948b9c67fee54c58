// The text of a moment (issue 15 item 4, decision 0036): every time a player reads is the brand's wall clock, in one
// date format per language, with its GMT offset wherever a time of day is shown. The portal and the game pages both
// call this module, as they call `money` for amounts. No zod: the web app imports it at run time (decision 0013).
import {
  clockText,
  dayText,
  gmtOffset,
  instantOf,
  offsetMinutesAt,
  pad,
  type TimeTextOptions,
  wallClockAt,
} from './brand-clock';

export {
  dayText,
  formatBrandClock,
  formatBrandDateTime,
  gmtOffset,
  offsetMinutesAt,
  type TimeTextOptions,
  type WallClock,
  wallClockAt,
} from './brand-clock';

/** The brand's day of an instant, in the language's format (no time of day, so no offset). */
export function formatBrandDate(value: Date | string, timeZone: string, language: string): string {
  const date = instantOf(value);
  return date ? dayText(wallClockAt(date, timeZone), language) : '';
}

/** "20:15 GMT+8": a time of day read beside its date or alone (a lottery draw, a lock that ends today). */
export function formatBrandTime(
  value: Date | string,
  timeZone: string,
  { seconds = false, zone = true }: TimeTextOptions = {},
): string {
  const date = instantOf(value);
  if (!date) return '';
  const text = clockText(wallClockAt(date, timeZone), seconds);
  return zone ? `${text} ${gmtOffset(date, timeZone)}` : text;
}

/**
 * A period from `start` (included) to `end` (excluded) on the brand's clock: to the minute ("1 Mar 2026 14:00–15:00
 * GMT+8", an hour or a five-minute window), or in whole days ("1 Mar 2026", "1 Mar 2026 – 15 Mar 2026": the end is
 * the next period's first moment, so the last day is the one before it). '' if either end is unreadable.
 */
export function formatBrandSpan(
  start: Date | string,
  end: Date | string,
  timeZone: string,
  language: string,
  unit: 'minutes' | 'days',
): string {
  const from = instantOf(start);
  const to = instantOf(end);
  if (!from || !to) return '';
  const first = wallClockAt(from, timeZone);
  if (unit === 'minutes') {
    const last = clockText(wallClockAt(to, timeZone), false);
    return `${dayText(first, language)} ${clockText(first, false)}–${last} ${gmtOffset(from, timeZone)}`;
  }
  const firstDay = dayText(first, language);
  const lastDay = dayText(wallClockAt(new Date(to.getTime() - 1), timeZone), language);
  return firstDay === lastDay ? firstDay : `${firstDay} – ${lastDay}`;
}

/** A day written "2025-01-31" (a report's day, a date input) in the language's format; '' if it is no day. */
export function formatDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  return dayText({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, language);
}

/** The brand's day of an instant, "2025-01-31". */
export function brandDayOf(date: Date, timeZone: string): string {
  const wall = wallClockAt(date, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** An announcement's date as the spec writes it in every language (§3: YYYY/MM/DD), on the brand's clock. */
export function formatNoticeDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : brandDayOf(date, timeZone).replaceAll('-', '/');
}

/**
 * The instant the brand's wall clock reads a day ("2025-01-31", its midnight) or a minute of it ("2025-01-31T20:15",
 * as a datetime-local input writes it). The offset is read twice, at a first guess and at the instant it gives, so
 * a moment just after a clock change still lands where the wall clock says.
 */
export function brandInstant(wallTime: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  const first = wall - offsetMinutesAt(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutesAt(new Date(first), timeZone) * 60_000);
}

/** An instant as a datetime-local input's value on the brand's wall clock, "2025-01-31T20:15". */
export function brandWallInput(date: Date, timeZone: string): string {
  const wall = wallClockAt(date, timeZone);
  return `${brandDayOf(date, timeZone)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
