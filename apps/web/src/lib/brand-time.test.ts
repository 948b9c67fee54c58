import { describe, expect, it } from 'vitest';
import { formatBrandClock } from './brand-time';

describe('the header clock', () => {
  const instant = new Date('2025-01-31T12:15:07Z');

  it('shows the brand wall clock to the second, with its GMT offset', () => {
    expect(formatBrandClock(instant, 'Asia/Shanghai', 'zh-CN')).toEqual({
      time: '2025/01/31 20:15:07',
      offset: 'GMT+8',
    });
    expect(formatBrandClock(instant, 'UTC', 'zh-CN')).toEqual({
      time: '2025/01/31 12:15:07',
      offset: 'GMT+0',
    });
  });

  it('writes the date as every other page does in the language', () => {
    expect(formatBrandClock(instant, 'Asia/Shanghai', 'en').time).toBe('31 Jan 2025 20:15:07');
    expect(formatBrandClock(instant, 'Asia/Shanghai', 'vi').time).toBe('31/01/2025 20:15:07');
  });

  it('writes half-hour offsets and offsets west of Greenwich', () => {
    expect(formatBrandClock(instant, 'Asia/Kolkata', 'en').offset).toBe('GMT+5:30');
    expect(formatBrandClock(instant, 'America/St_Johns', 'en').offset).toBe('GMT-3:30');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(formatBrandClock(instant, 'Nowhere/Here', 'en')).toEqual(formatBrandClock(instant, 'UTC', 'en'));
  });
});
