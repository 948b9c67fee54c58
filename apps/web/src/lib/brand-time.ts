/** Formats an instant as the brand's wall clock ("2025/01/31 20:15:07") with its GMT offset ("GMT+8"). */
export function formatBrandClock(date: Date, timeZone: string): { time: string; offset: string } {
  let parts: Intl.DateTimeFormatPart[];
  let offset = 'GMT';
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    offset =
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    return formatBrandClock(date, 'UTC');
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    time: `${get('year')}/${get('month')}/${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`,
    offset,
  };
}

/** Local date and time in the visitor's own language and zone, for the maintenance end time. */
export function formatLocalDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date);
  } catch {
    return date.toLocaleString();
  }
}
