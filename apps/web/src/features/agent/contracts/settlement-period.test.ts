import { describe, expect, test } from 'vitest';
import { brandDateTime, settlementPeriodLabel } from './settlement-period';

describe('settlement periods in brand time', () => {
  test('an hour and a five-minute window read as the day and the clock times', () => {
    expect(
      settlementPeriodLabel(
        'HOURLY',
        '2026-03-01T06:00:00.000Z',
        '2026-03-01T07:00:00.000Z',
        'Asia/Shanghai',
      ),
    ).toBe('2026-03-01 14:00–15:00');
    expect(
      settlementPeriodLabel(
        'FIVE_MINUTES',
        '2026-03-01T15:55:00.000Z',
        '2026-03-01T16:00:00.000Z',
        'Asia/Shanghai',
      ),
    ).toBe('2026-03-01 23:55–00:00');
  });

  test('a day is the brand day it began on, not the UTC one', () => {
    expect(
      settlementPeriodLabel('DAILY', '2026-02-28T16:00:00.000Z', '2026-03-01T16:00:00.000Z', 'Asia/Shanghai'),
    ).toBe('2026-03-01');
  });

  test('a dividend period runs from its first to its last day', () => {
    expect(
      settlementPeriodLabel(
        'MONTHLY',
        '2026-01-31T16:00:00.000Z',
        '2026-02-28T16:00:00.000Z',
        'Asia/Shanghai',
      ),
    ).toBe('2026-02-01 – 2026-02-28');
    expect(
      settlementPeriodLabel('SEMIMONTHLY', '2026-03-01T00:00:00.000Z', '2026-03-16T00:00:00.000Z', 'UTC'),
    ).toBe('2026-03-01 – 2026-03-15');
  });

  test('an unknown zone reads UTC, and a bad time reads as nothing', () => {
    expect(
      settlementPeriodLabel('DAILY', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z', 'Mars/Base'),
    ).toBe('2026-03-01');
    expect(settlementPeriodLabel('DAILY', 'soon', '2026-03-02T00:00:00.000Z', 'UTC')).toBe('');
    expect(brandDateTime('2026-03-01T23:30:00.000Z', 'Asia/Shanghai')).toBe('2026-03-02 07:30');
  });
});
