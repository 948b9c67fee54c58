import { describe, expect, it } from 'vitest';
import { lastWholeHour, localInput } from './reconciliation-period';

describe('the reconciliation form period', () => {
  it('writes a date as a datetime-local value on the local clock, to the minute', () => {
    expect(localInput(new Date(2026, 0, 5, 7, 3, 59))).toBe('2026-01-05T07:03');
  });

  it('starts at the last whole hour, an hour long', () => {
    const now = new Date(2026, 2, 15, 14, 42, 10).getTime();
    expect(lastWholeHour(now)).toEqual({ from: '2026-03-15T13:00', to: '2026-03-15T14:00' });
  });

  it('crosses midnight when the hour just began', () => {
    const now = new Date(2026, 2, 15, 0, 5).getTime();
    expect(lastWholeHour(now)).toEqual({ from: '2026-03-14T23:00', to: '2026-03-15T00:00' });
  });
});
