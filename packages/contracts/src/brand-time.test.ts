import { describe, expect, it } from 'vitest';
import { rememberZoneOffset, wallClockAt, zoneOffsetSpan } from './brand-clock';
import {
  brandDayOf,
  brandInstant,
  brandWallInput,
  formatBrandClock,
  formatBrandDate,
  formatBrandDateTime,
  formatBrandSpan,
  formatBrandTime,
  formatDay,
  formatNoticeDate,
  gmtOffset,
} from './brand-time';

// 12:15:07 UTC is 20:15:07 in Shanghai, 07:15:07 in New York (winter) and 17:45:07 in Kolkata.
const instant = '2025-01-31T12:15:07Z';

describe('a moment in the brand’s zone', () => {
  it('reads the brand’s wall clock, never the device’s', () => {
    expect(formatBrandDateTime(instant, 'Asia/Shanghai', 'en')).toBe('31 Jan 2025 20:15 GMT+8');
    expect(formatBrandDateTime(instant, 'America/New_York', 'en')).toBe('31 Jan 2025 07:15 GMT-5');
    expect(formatBrandDateTime(instant, 'UTC', 'en')).toBe('31 Jan 2025 12:15 GMT+0');
  });

  it('writes one date format per language', () => {
    expect(formatBrandDateTime(instant, 'Asia/Shanghai', 'en')).toBe('31 Jan 2025 20:15 GMT+8');
    expect(formatBrandDateTime(instant, 'Asia/Shanghai', 'zh-CN')).toBe('2025/01/31 20:15 GMT+8');
    expect(formatBrandDateTime(instant, 'Asia/Shanghai', 'vi')).toBe('31/01/2025 20:15 GMT+8');
    // Languages without a catalogue of their own read English's words, and so its dates.
    expect(formatBrandDateTime(instant, 'Asia/Shanghai', 'th')).toBe('31 Jan 2025 20:15 GMT+8');
  });

  it('shows seconds on request, and leaves the offset out where a column header names it', () => {
    expect(formatBrandDateTime(instant, 'Asia/Shanghai', 'zh-CN', { seconds: true })).toBe(
      '2025/01/31 20:15:07 GMT+8',
    );
    expect(formatBrandDateTime(instant, 'Asia/Shanghai', 'vi', { zone: false })).toBe('31/01/2025 20:15');
    expect(formatBrandTime(instant, 'Asia/Shanghai')).toBe('20:15 GMT+8');
    expect(formatBrandTime(instant, 'Asia/Kolkata', { seconds: true })).toBe('17:45:07 GMT+5:30');
  });

  it('dates by the brand’s day: late evening in UTC is already tomorrow in Shanghai', () => {
    expect(formatBrandDate('2025-01-31T17:00:00Z', 'Asia/Shanghai', 'en')).toBe('1 Feb 2025');
    expect(formatBrandDate('2025-01-31T17:00:00Z', 'UTC', 'zh-CN')).toBe('2025/01/31');
    expect(brandDayOf(new Date('2025-01-31T17:00:00Z'), 'Asia/Shanghai')).toBe('2025-02-01');
    expect(formatNoticeDate('2025-01-31T17:00:00Z', 'Asia/Shanghai')).toBe('2025/02/01');
    expect(formatNoticeDate('not a time', 'Asia/Shanghai')).toBe('');
  });

  it('writes half-hour offsets, offsets west of Greenwich and summer time', () => {
    expect(gmtOffset(new Date(instant), 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(gmtOffset(new Date(instant), 'America/St_Johns')).toBe('GMT-3:30');
    expect(gmtOffset(new Date('2025-07-01T12:00:00Z'), 'Europe/London')).toBe('GMT+1');
  });

  it('reads a zone it does not know as UTC, and an unreadable moment as nothing', () => {
    expect(formatBrandDateTime(instant, 'Nowhere/Here', 'en')).toBe('31 Jan 2025 12:15 GMT+0');
    expect(formatBrandDateTime('soon', 'Asia/Shanghai', 'en')).toBe('');
    expect(formatBrandDate('yesterday', 'UTC', 'en')).toBe('');
    expect(formatBrandTime('later', 'UTC')).toBe('');
  });
});

describe('days of the brand', () => {
  it('writes a report’s day in the language’s format', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('1 Mar 2026');
    expect(formatDay('2026-03-01', 'zh-CN')).toBe('2026/03/01');
    expect(formatDay('2026-03-01', 'vi')).toBe('01/03/2026');
    expect(formatDay('March 1st', 'en')).toBe('');
  });

  it('finds the instant a brand day begins, across offsets and clock changes', () => {
    expect(brandInstant('2025-02-01', 'Asia/Shanghai')?.toISOString()).toBe('2025-01-31T16:00:00.000Z');
    expect(brandInstant('2025-02-01', 'UTC')?.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect(brandInstant('2025-02-01', 'America/New_York')?.toISOString()).toBe('2025-02-01T05:00:00.000Z');
    // London moves to summer time at 01:00 on 30 March 2025: that day still begins at midnight, GMT+0.
    expect(brandInstant('2025-03-30', 'Europe/London')?.toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(brandInstant('2025-03-31', 'Europe/London')?.toISOString()).toBe('2025-03-30T23:00:00.000Z');
    expect(brandInstant('31/01/2025', 'UTC')).toBeNull();
  });

  it('reads and writes a datetime-local input on the brand’s wall clock', () => {
    expect(brandInstant('2025-01-31T20:15', 'Asia/Shanghai')?.toISOString()).toBe('2025-01-31T12:15:00.000Z');
    expect(brandWallInput(new Date(instant), 'Asia/Shanghai')).toBe('2025-01-31T20:15');
    expect(brandWallInput(new Date(instant), 'America/New_York')).toBe('2025-01-31T07:15');
  });
});

describe('periods of the brand', () => {
  it('writes an hour or a five-minute window as its day and its clock times, with the offset', () => {
    const hour = ['2026-03-01T06:00:00.000Z', '2026-03-01T07:00:00.000Z'] as const;
    expect(formatBrandSpan(...hour, 'Asia/Shanghai', 'en', 'minutes')).toBe('1 Mar 2026 14:00–15:00 GMT+8');
    expect(
      formatBrandSpan(
        '2026-03-01T15:55:00.000Z',
        '2026-03-01T16:00:00.000Z',
        'Asia/Shanghai',
        'vi',
        'minutes',
      ),
    ).toBe('01/03/2026 23:55–00:00 GMT+8');
  });

  it('writes days from the first to the last, the end being the next period’s start', () => {
    const day = ['2026-02-28T16:00:00.000Z', '2026-03-01T16:00:00.000Z'] as const;
    expect(formatBrandSpan(...day, 'Asia/Shanghai', 'zh-CN', 'days')).toBe('2026/03/01');
    const month = ['2026-01-31T16:00:00.000Z', '2026-02-28T16:00:00.000Z'] as const;
    expect(formatBrandSpan(...month, 'Asia/Shanghai', 'en', 'days')).toBe('1 Feb 2026 – 28 Feb 2026');
    expect(formatBrandSpan('soon', '2026-03-02T00:00:00.000Z', 'UTC', 'en', 'days')).toBe('');
  });
});

describe('the header clock', () => {
  it('shows the brand wall clock to the second in the language’s date format, and the offset apart', () => {
    const at = new Date(instant);
    expect(formatBrandClock(at, 'Asia/Shanghai', 'zh-CN')).toEqual({
      time: '2025/01/31 20:15:07',
      offset: 'GMT+8',
    });
    expect(formatBrandClock(at, 'Asia/Shanghai', 'en')).toEqual({
      time: '31 Jan 2025 20:15:07',
      offset: 'GMT+8',
    });
    expect(formatBrandClock(at, 'Nowhere/Here', 'vi')).toEqual({
      time: '31/01/2025 12:15:07',
      offset: 'GMT+0',
    });
  });
});

describe('zone offset spans (decision 0050)', () => {
  it('finds the span of a zone without changes up to the horizon, a year either side', () => {
    const now = new Date('2026-11-27T12:34:56Z');
    const span = zoneOffsetSpan('Asia/Shanghai', now);
    expect(span.minutes).toBe(480);
    expect(Date.parse(span.from)).toBe(Date.parse('2025-11-26T12:34:00Z'));
    expect(Date.parse(span.until)).toBe(Date.parse('2027-11-28T12:35:00Z'));
  });

  it('finds the daylight-saving changes of a zone that has them, to the minute', () => {
    const summer = zoneOffsetSpan('Europe/London', new Date('2026-07-01T00:00:00Z'));
    expect(summer).toEqual({
      minutes: 60,
      from: '2026-03-29T01:00:00.000Z',
      until: '2026-10-25T01:00:00.000Z',
    });
    const winter = zoneOffsetSpan('America/New_York', new Date('2026-12-01T00:00:00Z'));
    expect(winter).toEqual({
      minutes: -300,
      from: '2026-11-01T06:00:00.000Z',
      until: '2027-03-14T07:00:00.000Z',
    });
  });

  it('reads wall clocks inside a remembered span by arithmetic, the same as the zone data, and outside it as before', () => {
    const zone = 'Australia/Adelaide';
    const instants = [
      '2026-01-15T03:07:09Z',
      '2026-04-04T16:29:59Z',
      '2026-04-04T16:30:00Z',
      '2026-08-01T23:59:59Z',
      '2026-10-03T16:30:00Z',
      '2027-02-01T10:00:00Z',
    ].map((text) => new Date(text));
    const byZoneData = instants.map((instant) => wallClockAt(instant, zone));
    const span = zoneOffsetSpan(zone, new Date('2026-06-01T00:00:00Z'));
    expect(span.minutes).toBe(570);
    rememberZoneOffset(zone, span);
    expect(instants.map((instant) => wallClockAt(instant, zone))).toEqual(byZoneData);
    expect(formatBrandDateTime(instants[3] as Date, zone, 'en', { seconds: true })).toBe(
      '2 Aug 2026 09:29:59 GMT+9:30',
    );
  });
});
