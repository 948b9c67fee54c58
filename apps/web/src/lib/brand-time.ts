// Building an Intl.DateTimeFormat costs far more than using one (the clock formats every second), and a
// time-zone-name format costs most of all: the offset is worked out from the wall clock instead.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
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
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** "GMT+0", "GMT+8", "GMT+5:30", "GMT-3:30" (as Intl's short offset names read): the wall clock against UTC. */
function gmtOffset(date: Date, wall: (type: Intl.DateTimeFormatPartTypes) => string): string {
  const asUtc = Date.UTC(
    Number(wall('year')),
    Number(wall('month')) - 1,
    Number(wall('day')),
    Number(wall('hour')),
    Number(wall('minute')),
    Number(wall('second')),
  );
  const minutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Formats an instant as the brand's wall clock ("2025/01/31 20:15:07") with its GMT offset ("GMT+8"). */
export function formatBrandClock(date: Date, timeZone: string): { time: string; offset: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = clockFormat(timeZone).formatToParts(date);
  } catch {
    return formatBrandClock(date, 'UTC');
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    time: `${get('year')}/${get('month')}/${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`,
    offset: gmtOffset(date, get),
  };
}

/**
 * Local date and time in the visitor's own language and zone: `full` for a moment read alone (the maintenance end
 * time), `medium` for a column of them.
 */
export function formatLocalDateTime(
  iso: string,
  locale: string,
  dateStyle: 'full' | 'medium' = 'full',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle: 'short' }).format(date);
  } catch {
    return date.toLocaleString();
  }
}

/** The day of an instant on the brand's wall clock, "2025/01/31" (announcement dates, spec §3). */
export function formatBrandDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatBrandClock(date, timeZone).time.slice(0, 10);
}
