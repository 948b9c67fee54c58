import { describe, expect, it } from 'vitest';
import { drawsAround, findDraw } from './schedule';

const HCM = 'Asia/Ho_Chi_Minh';
const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('drawsAround: 3-minute draws', () => {
  it('names draws by brand-zone date and time and closes betting 15 s before the draw', () => {
    const { current, isBettingOpen, previous } = drawsAround('LOTT', at('2026-11-22T04:15:50Z'), HCM, 3);
    expect(current).toEqual({
      id: 'LOTT-20261122-1118',
      family: 'LOTT',
      opensAt: at('2026-11-22T04:15:00Z'),
      closesAt: at('2026-11-22T04:17:45Z'),
      drawsAt: at('2026-11-22T04:18:00Z'),
    });
    expect(isBettingOpen).toBe(true);
    expect(previous.map((draw) => draw.id)).toEqual([
      'LOTT-20261122-1115',
      'LOTT-20261122-1112',
      'LOTT-20261122-1109',
    ]);
    expect(drawsAround('LOTT', at('2026-11-22T04:15:50Z'), 'UTC').current.id).toBe('LOTT-20261122-0418');
    expect(drawsAround('SEA', at('2026-11-22T04:15:50Z'), HCM).current.id).toBe('SEA-20261122-1118');
  });

  it('keeps the draw current but closed in its last 15 s, and moves on at the draw instant', () => {
    expect(drawsAround('LOTT', at('2026-11-22T04:17:44.999Z'), HCM).isBettingOpen).toBe(true);
    const closing = drawsAround('LOTT', at('2026-11-22T04:17:45Z'), HCM);
    expect([closing.current.id, closing.isBettingOpen]).toEqual(['LOTT-20261122-1118', false]);
    const drawn = drawsAround('LOTT', at('2026-11-22T04:18:00Z'), HCM);
    expect([drawn.current.id, drawn.isBettingOpen, drawn.previous[0]?.id]).toEqual([
      'LOTT-20261122-1121',
      true,
      'LOTT-20261122-1118',
    ]);
  });

  it('rolls the date at local midnight and stays on 3-minute marks in a +05:45 zone', () => {
    expect(drawsAround('LOTT', at('2026-11-22T16:58:30Z'), HCM).current.id).toBe('LOTT-20261123-0000');
    const kathmandu = drawsAround('LOTT', at('2026-11-22T04:15:50Z'), 'Asia/Kathmandu', 30);
    for (const draw of [kathmandu.current, ...kathmandu.previous])
      expect(Number(draw.id.slice(-2)) % 3).toBe(0);
    expect(kathmandu.current.id).toBe('LOTT-20261122-1003');
  });

  it('gives unique ids through the hour a DST zone repeats, and findDraw maps every id back', () => {
    const day = drawsAround('LOTT', at('2026-11-02T05:00:00Z'), NEW_YORK, 25 * 20);
    const ids = [day.current, ...day.previous].map((draw) => draw.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('LOTT-20261101-0130');
    expect(ids).toContain('LOTT-20261101-0130-2');
    for (const draw of [day.current, ...day.previous])
      expect(findDraw('LOTT', draw.id, NEW_YORK)).toEqual(draw);
    expect(findDraw('LOTT', 'LOTT-20261101-0130-2', NEW_YORK)?.drawsAt).toEqual(at('2026-11-01T06:30:00Z'));
  });
});

describe('drawsAround: daily draws', () => {
  it('draws VN at 18:30 brand time, open until 18:29:45, then the next day', () => {
    const before = drawsAround('VN', at('2026-11-22T11:29:44Z'), HCM, 1);
    expect(before.current).toEqual({
      id: 'VN-20261122-1830',
      family: 'VN',
      opensAt: at('2026-11-21T11:30:00Z'),
      closesAt: at('2026-11-22T11:29:45Z'),
      drawsAt: at('2026-11-22T11:30:00Z'),
    });
    expect(before.isBettingOpen).toBe(true);
    expect(drawsAround('VN', at('2026-11-22T11:29:50Z'), HCM).isBettingOpen).toBe(false);
    const after = drawsAround('VN', at('2026-11-22T11:30:00Z'), HCM, 1);
    expect([after.current.id, after.previous[0]?.id]).toEqual(['VN-20261123-1830', 'VN-20261122-1830']);
  });

  it('keeps the SEA4D draw at 19:00 local across a DST change', () => {
    const { current, previous } = drawsAround('SEA4D', at('2026-11-03T12:00:00Z'), NEW_YORK, 4);
    expect([current, ...previous].map((draw) => [draw.id, draw.drawsAt.toISOString()])).toEqual([
      ['SEA4D-20261103-1900', '2026-11-04T00:00:00.000Z'],
      ['SEA4D-20261102-1900', '2026-11-03T00:00:00.000Z'],
      ['SEA4D-20261101-1900', '2026-11-02T00:00:00.000Z'],
      ['SEA4D-20261031-1900', '2026-10-31T23:00:00.000Z'],
      ['SEA4D-20261030-1900', '2026-10-30T23:00:00.000Z'],
    ]);
  });
});

describe('findDraw', () => {
  it('finds real ids and refuses foreign, malformed or off-schedule ones', () => {
    expect(findDraw('VN', 'VN-20261122-1830', HCM)?.drawsAt).toEqual(at('2026-11-22T11:30:00Z'));
    expect(findDraw('VN', 'VN-20261122-1800', HCM)).toBeNull();
    expect(findDraw('LOTT', 'LOTT-20261122-1119', HCM)).toBeNull();
    expect(findDraw('LOTT', 'SEA-20261122-1118', HCM)).toBeNull();
    expect(findDraw('LOTT', 'LOTT-2026-11-22', HCM)).toBeNull();
  });

  it('throws on an unknown time zone', () => {
    expect(() => drawsAround('VN', new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
