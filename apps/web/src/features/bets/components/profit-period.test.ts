import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/date-range';
import { profitPresetPeriod } from './profit-period';

describe('profit and loss periods (brand days)', () => {
  it('reads today in the brand time zone, not the visitor one', () => {
    const lateEvening = new Date('2026-03-15T20:00:00Z');
    expect(todayIn('Asia/Shanghai', lateEvening)).toBe('2026-03-16');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-15');
  });

  it('falls back to the visitor zone when the brand zone is unknown', () => {
    const now = new Date();
    expect(todayIn('Not/AZone', now)).toBe(new Intl.DateTimeFormat('en-CA').format(now));
  });

  it('moves days across months and leap days by the calendar', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('ends every preset today and starts it where its name says', () => {
    expect(profitPresetPeriod('today', '2026-03-15')).toEqual({
      startDate: '2026-03-15',
      endDate: '2026-03-15',
    });
    expect(profitPresetPeriod('last7', '2026-03-15')).toEqual({
      startDate: '2026-03-09',
      endDate: '2026-03-15',
    });
    expect(profitPresetPeriod('thisMonth', '2026-03-15')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
    expect(profitPresetPeriod('last30', '2026-03-15')).toEqual({
      startDate: '2026-02-14',
      endDate: '2026-03-15',
    });
  });
});
