/** The starting period of the reconciliation form, as datetime-local inputs take it. */

const HOUR_MS = 3_600_000;

/** A date as the value of a datetime-local input: the operator's own clock, to the minute. */
export function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The last whole hour, which the scheduled job reconciles too: the form's starting point. */
export function lastWholeHour(now = Date.now()): { from: string; to: string } {
  const end = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
  return { from: localInput(new Date(end.getTime() - HOUR_MS)), to: localInput(end) };
}
