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

/**
 * A zone's offset from UTC and the span of time around an instant in which it holds: `from` is the first instant
 * with that offset, `until` the first instant with another (each at most a year away when the zone keeps its
 * offset longer). The bootstrap carries the brand zone's, so that a browser reads wall clocks in that span by
 * arithmetic: its first time-zone format loads the runtime's zone data, 50-90 ms of a phone's first seconds.
 */
export type ZoneOffsetSpan = { minutes: number; from: string; until: string };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const SPAN_HORIZON_DAYS = 366;

/** Works the span out with the runtime's zone data (the server's side). */
export function zoneOffsetSpan(timeZone: string, now = new Date()): ZoneOffsetSpan {
  const start = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const minutes = offsetMinutesAt(new Date(start), timeZone);
  const holds = (instant: number) => offsetMinutesAt(new Date(instant), timeZone) === minutes;
  // Day by day to the first instant with another offset, then halves to the minute (zones change on whole minutes).
  const edge = (direction: 1 | -1): number => {
    let inside = start;
    for (let day = 1; day <= SPAN_HORIZON_DAYS; day++) {
      let outside = start + direction * day * DAY_MS;
      if (holds(outside)) {
        inside = outside;
        continue;
      }
      while (Math.abs(outside - inside) > MINUTE_MS) {
        const middle = inside + Math.round((outside - inside) / 2 / MINUTE_MS) * MINUTE_MS;
        if (holds(middle)) inside = middle;
        else outside = middle;
      }
      return direction > 0 ? outside : inside;
    }
    return direction > 0 ? inside + MINUTE_MS : inside;
  };
  return { minutes, from: new Date(edge(-1)).toISOString(), until: new Date(edge(1)).toISOString() };
}

const knownSpans = new Map<string, { minutes: number; from: number; until: number }>();

/** The browser keeps the bootstrap's span of the brand zone; later wall clocks inside it need no zone data. */
export function rememberZoneOffset(timeZone: string, span: ZoneOffsetSpan): void {
  const from = Date.parse(span.from);
  const until = Date.parse(span.until);
  if (Number.isFinite(from) && Number.isFinite(until) && Number.isInteger(span.minutes))
    knownSpans.set(timeZone, { minutes: span.minutes, from, until });
}

/** The wall clock of an instant in a zone; a zone this runtime does not know reads as UTC. */
export function wallClockAt(date: Date, timeZone: string): WallClock {
  const span = knownSpans.get(timeZone);
  const instant = date.getTime();
  if (span && instant >= span.from && instant < span.until) {
    const shifted = new Date(instant + span.minutes * MINUTE_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  }
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
