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

  it('writes a day with its weekday, in the language’s one date format', () => {
    expect(dayFormatter('en')('2026-03-01')).toBe('Sun 1 Mar 2026');
    expect(dayFormatter('vi')('2026-03-01')).toMatch(/ 01\/03\/2026$/);
    expect(dayFormatter('zh-CN')('2026-03-01')).toMatch(/ 2026\/03\/01$/);
    expect(dayFormatter('en')('not a day')).toBe('not a day');
  });

  it('writes a span as its two days, or the two days as given when one is not a day', () => {
    expect(formatDaySpan('en', '2026-03-01', '2026-03-07')).toBe('1 Mar 2026 – 7 Mar 2026');
    expect(formatDaySpan('zh-CN', '2026-03-01', '2026-03-07')).toBe('2026/03/01 – 2026/03/07');
    expect(formatDaySpan('en', '2026-03-01', '?')).toBe('1 Mar 2026 – ?');
  });
});
