import { type ZoneOffsetSpan, zoneOffsetSpan } from '@playhall/contracts/brand-clock';

const zoneSpans = new Map<string, ZoneOffsetSpan>();

/**
 * The brand zone's offset span for the bootstrap, worked out once and again only when a day or less of it is left
 * (or the operator chose another zone): some 800 zone lookups, a few milliseconds.
 */
export function brandZoneSpan(timeZone: string, now: Date): ZoneOffsetSpan {
  const known = zoneSpans.get(timeZone);
  if (
    known &&
    Date.parse(known.from) <= now.getTime() &&
    now.getTime() < Date.parse(known.until) - 86_400_000
  )
    return known;
  const span = zoneOffsetSpan(timeZone, now);
  zoneSpans.set(timeZone, span);
  return span;
}
