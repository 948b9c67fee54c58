import { describe, expect, it } from 'vitest';
import { teamPresetPeriod } from './team-period';

describe('agent report periods (brand days)', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';

  it('gives today and yesterday as single days', () => {
    expect(teamPresetPeriod('today', today)).toEqual({ startDate: today, endDate: today });
    expect(teamPresetPeriod('yesterday', today)).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
  });

  it('starts weeks on Monday, this week up to today and last week whole', () => {
    expect(teamPresetPeriod('thisWeek', today)).toEqual({ startDate: '2026-11-23', endDate: today });
    expect(teamPresetPeriod('lastWeek', today)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    // A Sunday belongs to the week that began six days before.
    expect(teamPresetPeriod('thisWeek', '2026-11-29')).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(teamPresetPeriod('thisWeek', '2026-11-23')).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-23',
    });
  });

  it('gives this month up to today and last month whole, across a year and a leap February', () => {
    expect(teamPresetPeriod('thisMonth', today)).toEqual({ startDate: '2026-11-01', endDate: today });
    expect(teamPresetPeriod('lastMonth', today)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(teamPresetPeriod('lastMonth', '2027-01-10')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(teamPresetPeriod('lastMonth', '2028-03-01')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
  });
});
