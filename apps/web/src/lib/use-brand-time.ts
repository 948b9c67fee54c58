import {
  formatBrandDate,
  formatBrandDateTime,
  formatBrandTime,
  formatDay,
  gmtOffset,
  type TimeTextOptions,
} from '@playhall/contracts/brand-time';
import { useBootstrap } from './api/get-bootstrap';
import { useTranslation } from './use-translation';

export type BrandTime = {
  timeZone: string;
  /** The brand's offset now ("GMT+8"), for a column header or a note that days follow the brand's clock. */
  offset: string;
  /** The brand's offset at a moment (a zone with summer time has two). */
  offsetAt(iso: string): string;
  /** "31 Jan 2025 20:15 GMT+8"; `zone: false` where the column header names the offset. */
  dateTime(iso: string, options?: TimeTextOptions): string;
  /** "31 Jan 2025": a day, no time of day. */
  date(iso: string): string;
  /** "20:15 GMT+8". */
  time(iso: string, options?: TimeTextOptions): string;
  /** A day written "2025-01-31" (a report's day) in the language's format. */
  day(day: string): string;
};

/** Formatters bound to the brand's zone (from the bootstrap) and the language on screen. */
export function useBrandTime(): BrandTime {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const { timeZone } = brand;
  const language = i18n.language;
  return {
    timeZone,
    // Worked out when read: the first formatter of a zone costs tens of milliseconds, which a page that shows no
    // offset (the announcement pop-up on the first screen) should not pay.
    get offset() {
      return gmtOffset(new Date(), timeZone);
    },
    offsetAt: (iso) => gmtOffset(new Date(iso), timeZone),
    dateTime: (iso, options) => formatBrandDateTime(iso, timeZone, language, options),
    date: (iso) => formatBrandDate(iso, timeZone, language),
    time: (iso, options) => formatBrandTime(iso, timeZone, options),
    day: (day) => formatDay(day, language),
  };
}
