// The text of a moment (issue 15 item 4, decision 0034): every time a player reads is the brand's wall clock, in one
// date format per language, with its GMT offset wherever a time of day is shown. The portal and the game pages both
// call this module, as they call `money` for amounts. No zod: the web app imports it at run time (decision 0013).

/** A moment as a wall clock reads it in some zone. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export type TimeTextOptions = {
  /** "20:15:07" instead of "20:15" (bets and rounds, where the second tells two apart). */
  seconds?: boolean;
  /** Add the GMT offset ("GMT+8"); true unless a column header already names it. */
  zone?: boolean;
};

// Building an Intl.DateTimeFormat costs far more than using one (the header clock formats every second), and a
// time-zone-name format costs most of all: the offset is worked out from the wall clock instead.
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone; a zone this runtime does not know reads as UTC. */
export function wallClockAt(date: Date, timeZone: string): WallClock {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = wallFormat(timeZone).formatToParts(date);
  } catch {
    parts = wallFormat('UTC').formatToParts(date);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes the zone's wall clock is ahead of UTC at an instant (+480 for Asia/Shanghai). */
export function offsetMinutesAt(date: Date, timeZone: string): number {
  const wall = wallClockAt(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** "GMT+8", "GMT+0", "GMT+5:30", "GMT-3:30", as Intl's short offset names read. */
export function gmtOffset(date: Date, timeZone: string): string {
  const minutes = offsetMinutesAt(date, timeZone);
  const sign = minutes >= 0 ? '+' : '-';
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${Math.floor(Math.abs(minutes) / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day in the language's one format: "2025/01/31" in Chinese, "31/01/2025" in Vietnamese, "31 Jan 2025"
 * in English and in every language that falls back to English's words.
 */
export function dayText(wall: Pick<WallClock, 'year' | 'month' | 'day'>, language: string): string {
  if (language.startsWith('zh')) return `${wall.year}/${pad(wall.month)}/${pad(wall.day)}`;
  if (language === 'vi') return `${pad(wall.day)}/${pad(wall.month)}/${wall.year}`;
  return `${wall.day} ${MONTHS[wall.month - 1] ?? ''} ${wall.year}`;
}

function clockText(wall: WallClock, seconds: boolean): string {
  return `${pad(wall.hour)}:${pad(wall.minute)}${seconds ? `:${pad(wall.second)}` : ''}`;
}

function instantOf(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "31 Jan 2025 20:15 GMT+8" (en) / "2025/01/31 20:15 GMT+8" (zh-CN); '' for an unreadable instant. */
export function formatBrandDateTime(
  value: Date | string,
  timeZone: string,
  language: string,
  { seconds = false, zone = true }: TimeTextOptions = {},
): string {
  const date = instantOf(value);
  if (!date) return '';
  const wall = wallClockAt(date, timeZone);
  const text = `${dayText(wall, language)} ${clockText(wall, seconds)}`;
  return zone ? `${text} ${gmtOffset(date, timeZone)}` : text;
}

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
