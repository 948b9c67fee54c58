import { describe, expect, it } from 'vitest';
import { dayBoundary, daysInclusive, dayValue, presetRange, todayIn } from './date-range';

// The presets and days are the brand's (Shanghai, GMT+8), whatever zone the machine runs in: 20:30 UTC on
// 14 March is already 04:30 on 15 March in Shanghai.
const ZONE = 'Asia/Shanghai';
const NOW = new Date('2026-03-14T20:30:00Z');

describe('presetRange', () => {
  it('today runs from the brand’s midnight to the last millisecond of its day', () => {
    expect(presetRange('today', ZONE, NOW)).toEqual({
      startDate: '2026-03-14T16:00:00.000Z',
      endDate: '2026-03-15T15:59:59.999Z',
    });
  });

  it('yesterday is the whole brand day before', () => {
    expect(presetRange('yesterday', ZONE, NOW)).toEqual({
      startDate: '2026-03-13T16:00:00.000Z',
      endDate: '2026-03-14T15:59:59.999Z',
    });
  });

  it('the last 7 and 30 days count today as one of them', () => {
    expect(presetRange('last7', ZONE, NOW).startDate).toBe('2026-03-08T16:00:00.000Z');
    expect(presetRange('last30', ZONE, NOW).startDate).toBe('2026-02-13T16:00:00.000Z');
    expect(presetRange('today', 'UTC', NOW).startDate).toBe('2026-03-14T00:00:00.000Z');
  });
});

describe('days typed in a date input', () => {
  it('become the start or the end of that brand day', () => {
    expect(dayBoundary('2026-03-01', 'start', ZONE)).toBe('2026-02-28T16:00:00.000Z');
    expect(dayBoundary('2026-03-01', 'end', ZONE)).toBe('2026-03-01T15:59:59.999Z');
  });

  it('are refused when they are not YYYY-MM-DD', () => {
    expect(dayBoundary('', 'start', ZONE)).toBeNull();
    expect(dayBoundary('2026-3-1', 'start', ZONE)).toBeNull();
    expect(dayBoundary('01/03/2026', 'end', ZONE)).toBeNull();
  });

  it('count both ends of a span', () => {
    expect(daysInclusive('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInclusive('2026-02-27', '2026-03-02')).toBe(4);
    expect(daysInclusive('2026-03-01', 'soon')).toBeNaN();
  });

  it('are written back as the brand’s day, two-digit months and days', () => {
    expect(dayValue(new Date('2026-01-04T17:00:00Z'), ZONE)).toBe('2026-01-05');
    expect(todayIn(ZONE, NOW)).toBe('2026-03-15');
  });
});
