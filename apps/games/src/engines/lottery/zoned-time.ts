/** Wall-clock time in an IANA zone, with Intl only (no dependencies). Months are 1–12. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export type LocalDate = Pick<WallTime, 'year' | 'month' | 'day'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws RangeError for an unknown zone, which is what a bad brand setting should do. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    const key = part.type;
    if (
      key === 'year' ||
      key === 'month' ||
      key === 'day' ||
      key === 'hour' ||
      key === 'minute' ||
      key === 'second'
    ) {
      wall[key] = Number(part.value);
    }
  }
  return wall;
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in a zone. Two passes settle the offset around a DST change; a time
 * that happens twice resolves to one of its two instants and a skipped time to a nearby one — the daily draw
 * times used here (18:30, 19:00) are never in a transition in any zone.
 */
export function instantAt(wall: Omit<WallTime, 'second'>, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const firstGuess = asUtc - offsetAt(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetAt(new Date(firstGuess), timeZone));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * True when the wall-clock time of `instant` already happened earlier (the second pass through the hour a zone
 * repeats when clocks go back). Looks 3 hours back, longer than any real DST shift.
 */
export function isRepeatedWallTime(instant: Date, timeZone: string): boolean {
  const offsetNow = offsetAt(instant, timeZone);
  const offsetBefore = offsetAt(new Date(instant.getTime() - 3 * 3_600_000), timeZone);
  if (offsetBefore <= offsetNow) return false;
  const earlier = new Date(instant.getTime() - (offsetBefore - offsetNow));
  return offsetAt(earlier, timeZone) === offsetBefore;
}
