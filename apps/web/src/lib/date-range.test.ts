import { describe, expect, it } from 'vitest';
import { dayBoundary, daysInclusive, dayValue, presetRange } from './date-range';

// The presets and days are the visitor's local time: the expectations are read back with local getters, so the
// tests hold in any time zone the machine runs in.
const NOW = new Date(2026, 2, 15, 14, 30, 0); // 15 March 2026, 14:30 local

function local(iso: string) {
  const date = new Date(iso);
  return {
    day: dayValue(date),
    time: [date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()],
  };
}

describe('presetRange', () => {
  it('today runs from local midnight to the last millisecond of the day', () => {
    const range = presetRange('today', NOW);
    expect(local(range.startDate)).toEqual({ day: '2026-03-15', time: [0, 0, 0, 0] });
    expect(local(range.endDate)).toEqual({ day: '2026-03-15', time: [23, 59, 59, 999] });
  });

  it('yesterday is the whole day before', () => {
    const range = presetRange('yesterday', NOW);
    expect(local(range.startDate).day).toBe('2026-03-14');
    expect(local(range.endDate)).toEqual({ day: '2026-03-14', time: [23, 59, 59, 999] });
  });

  it('the last 7 and 30 days count today as one of them', () => {
    expect(local(presetRange('last7', NOW).startDate).day).toBe('2026-03-09');
    expect(local(presetRange('last7', NOW).endDate).day).toBe('2026-03-15');
    expect(local(presetRange('last30', NOW).startDate).day).toBe('2026-02-14');
  });
});

describe('days typed in a date input', () => {
  it('become the start or the end of that local day', () => {
    expect(local(dayBoundary('2026-03-01', 'start') ?? '')).toEqual({
      day: '2026-03-01',
      time: [0, 0, 0, 0],
    });
    expect(local(dayBoundary('2026-03-01', 'end') ?? '')).toEqual({
      day: '2026-03-01',
      time: [23, 59, 59, 999],
    });
  });

  it('are refused when they are not YYYY-MM-DD', () => {
    expect(dayBoundary('', 'start')).toBeNull();
    expect(dayBoundary('2026-3-1', 'start')).toBeNull();
    expect(dayBoundary('01/03/2026', 'end')).toBeNull();
  });

  it('count both ends of a span', () => {
    expect(daysInclusive('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInclusive('2026-02-27', '2026-03-02')).toBe(4);
    expect(daysInclusive('2026-03-01', 'soon')).toBeNaN();
  });

  it('are written back with two-digit months and days', () => {
    expect(dayValue(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
