// The brand's clock (decision 0036): the wall clock of an instant in the brand's zone, its GMT offset, and a moment
// as text in the language's one date format. The portal's entry needs these for the header clock and the
// maintenance page; the rest of the text of times is in `brand-time`, which the entry does not carry (a module
// lives in one chunk, so everything of it that any page uses would weigh on the home route).

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

export const pad = (value: number) => String(value).padStart(2, '0');
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

export function clockText(wall: WallClock, seconds: boolean): string {
  return `${pad(wall.hour)}:${pad(wall.minute)}${seconds ? `:${pad(wall.second)}` : ''}`;
}

export function instantOf(value: Date | string): Date | null {
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

/** The header clock: the brand's wall clock to the second in the language's date format, and its GMT offset. */
export function formatBrandClock(
  date: Date,
  timeZone: string,
  language: string,
): { time: string; offset: string } {
  return {
    time: formatBrandDateTime(date, timeZone, language, { seconds: true, zone: false }),
    offset: gmtOffset(date, timeZone),
  };
}
