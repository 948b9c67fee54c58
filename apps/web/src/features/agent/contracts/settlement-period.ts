import type { ContractPeriod } from '@playhall/contracts/agent-contracts';

/**
 * Settlement periods as the brand's wall clock reads them (decision 0032: days, weeks and months are the brand's):
 * "2026-03-01 14:00–15:00" for an hour or a five-minute window, "2026-03-01" for a day, "2026-03-01 – 2026-03-15"
 * for a dividend's week, half month or month. Digits only, so one text serves every language.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // An unknown zone from the server: read UTC rather than fail the page.
      format = wallClock('UTC');
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The brand's day ("2026-03-01") and time ("14:05") of an instant. */
export function brandWallClock(at: Date, timeZone: string): { day: string; time: string } {
  const parts = wallClock(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** "2026-03-01 14:05" in the brand's zone (when a contract ends), or "" for a time that does not parse. */
export function brandDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { day, time } = brandWallClock(at, timeZone);
  return `${day} ${time}`;
}

/** A settlement's period: from `startIso` (included) to `endIso` (excluded). */
export function settlementPeriodLabel(
  period: ContractPeriod,
  startIso: string,
  endIso: string,
  timeZone: string,
): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const first = brandWallClock(start, timeZone);
  if (period === 'HOURLY' || period === 'FIVE_MINUTES') {
    return `${first.day} ${first.time}–${brandWallClock(end, timeZone).time}`;
  }
  if (period === 'DAILY') return first.day;
  // The end is the next period's first moment: the last day is the one before it.
  const last = brandWallClock(new Date(end.getTime() - 1), timeZone);
  return `${first.day} – ${last.day}`;
}
