import { describe, expect, test } from 'vitest';
import { settlementPeriodLabel } from './settlement-period';

describe('settlement periods in brand time', () => {
  test('an hour and a five-minute window read as the day and the clock times', () => {
    const hour = ['2026-03-01T06:00:00.000Z', '2026-03-01T07:00:00.000Z'] as const;
    expect(settlementPeriodLabel('HOURLY', ...hour, 'Asia/Shanghai', 'en')).toBe(
      '1 Mar 2026 14:00–15:00 GMT+8',
    );
    const window = ['2026-03-01T15:55:00.000Z', '2026-03-01T16:00:00.000Z'] as const;
    expect(settlementPeriodLabel('FIVE_MINUTES', ...window, 'Asia/Shanghai', 'zh-CN')).toBe(
      '2026/03/01 23:55–00:00 GMT+8',
    );
  });

  test('a day is the brand day it began on, not the UTC one', () => {
    const day = ['2026-02-28T16:00:00.000Z', '2026-03-01T16:00:00.000Z'] as const;
    expect(settlementPeriodLabel('DAILY', ...day, 'Asia/Shanghai', 'en')).toBe('1 Mar 2026');
  });

  test('a dividend period runs from its first to its last day', () => {
    const month = ['2026-01-31T16:00:00.000Z', '2026-02-28T16:00:00.000Z'] as const;
    expect(settlementPeriodLabel('MONTHLY', ...month, 'Asia/Shanghai', 'vi')).toBe('01/02/2026 – 28/02/2026');
    const half = ['2026-03-01T00:00:00.000Z', '2026-03-16T00:00:00.000Z'] as const;
    expect(settlementPeriodLabel('SEMIMONTHLY', ...half, 'UTC', 'en')).toBe('1 Mar 2026 – 15 Mar 2026');
  });

  test('an unknown zone reads UTC, and a bad time reads as nothing', () => {
    const day = ['2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z'] as const;
    expect(settlementPeriodLabel('DAILY', ...day, 'Mars/Base', 'en')).toBe('1 Mar 2026');
    expect(settlementPeriodLabel('DAILY', 'soon', '2026-03-02T00:00:00.000Z', 'UTC', 'en')).toBe('');
  });
});
