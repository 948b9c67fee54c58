import { brandWallInput } from '@/lib/brand-time';

/** The starting period of the reconciliation form, as datetime-local inputs take it, on the brand's clock. */

const HOUR_MS = 3_600_000;

/** The last whole hour, which the scheduled job reconciles too: the form's starting point. */
export function lastWholeHour(timeZone: string, now = Date.now()): { from: string; to: string } {
  const end = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
  return {
    from: brandWallInput(new Date(end.getTime() - HOUR_MS), timeZone),
    to: brandWallInput(end, timeZone),
  };
}
