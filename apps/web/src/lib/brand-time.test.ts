import { describe, expect, it } from 'vitest';
import { formatBrandClock, formatBrandDate, formatLocalDateTime } from './brand-time';

describe('the brand clock', () => {
  const instant = new Date('2025-01-31T12:15:07Z');

  it('shows the brand wall clock with its GMT offset', () => {
    expect(formatBrandClock(instant, 'Asia/Shanghai')).toEqual({
      time: '2025/01/31 20:15:07',
      offset: 'GMT+8',
    });
    expect(formatBrandClock(instant, 'UTC')).toEqual({ time: '2025/01/31 12:15:07', offset: 'GMT+0' });
  });

  it('writes half-hour offsets and offsets west of Greenwich', () => {
    expect(formatBrandClock(instant, 'Asia/Kolkata').offset).toBe('GMT+5:30');
    expect(formatBrandClock(instant, 'America/St_Johns').offset).toBe('GMT-3:30');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(formatBrandClock(instant, 'Nowhere/Here')).toEqual(formatBrandClock(instant, 'UTC'));
  });

  it('gives no maintenance end time for an unreadable one', () => {
    expect(formatLocalDateTime('soon', 'en')).toBe('');
    expect(formatLocalDateTime('2025-01-31T12:15:07Z', 'en')).toContain('2025');
  });

  it('dates an announcement by the brand’s day, not the visitor’s', () => {
    expect(formatBrandDate('2025-01-31T17:00:00Z', 'Asia/Shanghai')).toBe('2025/02/01');
    expect(formatBrandDate('2025-01-31T17:00:00Z', 'UTC')).toBe('2025/01/31');
    expect(formatBrandDate('yesterday', 'UTC')).toBe('');
  });
});
