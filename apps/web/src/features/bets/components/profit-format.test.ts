import { describe, expect, it } from 'vitest';
import { dayFormatter, formatDaySpan, shareOf } from './profit-format';

describe('profit report formatting', () => {
  it('gives a bar the share of the whole, between 0 and 1', () => {
    expect(shareOf('25.00', '100.00')).toBe(0.25);
    expect(shareOf('150.00', '100.00')).toBe(1);
    expect(shareOf('-5.00', '100.00')).toBe(0);
  });

  it('draws no bar against a zero or unreadable whole', () => {
    expect(shareOf('5.00', '0.00')).toBe(0);
    expect(shareOf('5.00', 'n/a')).toBe(0);
  });

  it('writes a day with its weekday, and the year only when asked', () => {
    expect(dayFormatter('en-US', false)('2026-03-01')).toBe('Sun, Mar 1');
    expect(dayFormatter('en-US', true)('2026-03-01')).toBe('Sun, Mar 1, 2026');
    expect(dayFormatter('en-US', false)('not a day')).toBe('not a day');
  });

  it('writes a span as one range, or the two days as given when one is not a day', () => {
    // ICU sets the dash between thin spaces.
    expect(formatDaySpan('en-US', '2026-03-01', '2026-03-07')).toMatch(/^Mar 1\s–\s7, 2026$/);
    expect(formatDaySpan('en-US', '2026-03-01', '?')).toBe('2026-03-01 – ?');
  });
});
