import { describe, expect, it } from 'vitest';
import { type DateRange, dayValue, presetRange } from '@/lib/date-range';
import { brandPeriodProps } from './record-period';

const ZONE = 'Asia/Shanghai';

type Filter = { preset: 'today' | 'last7' | 'custom'; range: DateRange; type: string };

function wired(value: Filter) {
  const changes: Filter[] = [];
  return { props: brandPeriodProps(value, (next) => changes.push(next), ZONE), changes };
}

describe('brandPeriodProps (the records period picker)', () => {
  const today: Filter = { preset: 'today', range: presetRange('today', ZONE), type: 'DEPOSIT' };

  it('shows the filter range as the brand’s days, up to its today', () => {
    const { props } = wired(today);
    const todayValue = dayValue(new Date(), ZONE);
    expect(props.preset).toBe('today');
    expect(props.span).toEqual({ from: todayValue, to: todayValue });
    expect(props.latestDay).toBe(todayValue);
  });

  it('a preset sets its own range and keeps the rest of the filter', () => {
    const { props, changes } = wired(today);
    props.onPreset('last7');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.preset).toBe('last7');
    expect(changes[0]?.type).toBe('DEPOSIT');
    expect(changes[0]?.range.startDate).toBe(presetRange('last7', ZONE).startDate);
  });

  it('choosing custom keeps the range until days are picked', () => {
    const { props, changes } = wired(today);
    props.onCustom({ from: '2026-03-01', to: '2026-03-07' });
    props.onPreset('custom');
    expect(changes[0]?.range.startDate).toBe('2026-02-28T16:00:00.000Z');
    expect(changes[0]?.range.endDate).toBe('2026-03-07T15:59:59.999Z');
    expect(changes[1]).toEqual({ ...today, preset: 'custom' });
  });

  it('ignores custom days that are not days', () => {
    const { props, changes } = wired(today);
    props.onCustom({ from: '', to: '2026-03-07' });
    expect(changes).toEqual([]);
  });
});
