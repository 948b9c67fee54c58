import { describe, expect, test } from 'vitest';
import { draftOf, emptyDraft, toInput } from './activity-draft';
import { wheelChances, wheelDraftProblems } from './activity-wheel-draft';

const ZONE = 'Asia/Shanghai';

describe('a reload’s and a lucky wheel’s form', () => {
  test('sends a reload’s percentage, cap, minimum and joining', () => {
    const draft = { ...emptyDraft(ZONE), kind: 'RELOAD' as const, percent: '10', maxBonus: '188.00' };
    expect(toInput(draft, ZONE).activity).toEqual({
      kind: 'RELOAD',
      rules: {
        percent: 10,
        maxBonus: '188.00',
        minDeposit: '100.00',
        wageringMultiple: 10,
        joinRequired: true,
      },
    });
  });

  test('sends a wheel’s segments as numbers and reads a listed wheel back into the same form', () => {
    const draft = {
      ...emptyDraft(ZONE),
      kind: 'LUCKY_WHEEL' as const,
      title: 'Wheel',
      startsAt: '2026-12-01T08:00',
      wageringMultiple: '1',
      minValidBetToday: ' 50.00 ',
    };
    const input = toInput(draft, ZONE);
    expect(input.activity).toMatchObject({
      kind: 'LUCKY_WHEEL',
      rules: { minValidBetToday: '50.00', wageringMultiple: 1 },
    });
    if (input.activity.kind !== 'LUCKY_WHEEL') throw new Error('not a wheel');
    expect(input.activity.rules.segments).toHaveLength(8);
    expect(input.activity.rules.segments[0]).toEqual({ label: 'Try again', amount: '0.00', weight: 30 });
    const listed = draftOf(
      {
        id: '7',
        kind: 'LUCKY_WHEEL',
        title: 'Wheel',
        description: '',
        promotionType: 'DAILY',
        promotionCategory: null,
        startsAt: input.startsAt,
        endsAt: null,
        status: 'LIVE',
        sortOrder: 0,
        rules: { ...input.activity.rules, wageringMultiple: 1 },
        figures: { members: 0, claimed: 0, paid: '0.00' },
      },
      ZONE,
    );
    expect(listed.wheelSegments).toEqual(draft.wheelSegments);
    expect(listed.minValidBetToday).toBe('50.00');
  });

  test('names each problem of a wheel once, with a stable code', () => {
    const fine = emptyDraft(ZONE);
    expect(wheelDraftProblems(fine)).toEqual([]);
    const three = fine.wheelSegments.slice(0, 3);
    expect(wheelDraftProblems({ ...fine, wheelSegments: three })).toEqual(['WHEEL_SEGMENT_COUNT']);
    const bad = fine.wheelSegments.map((segment, index) =>
      index === 0 ? { label: ' ', amount: '-1.00', weight: '0' } : { ...segment, amount: '1.234' },
    );
    expect(wheelDraftProblems({ wheelSegments: bad, minValidBetToday: 'ten' })).toEqual([
      'WHEEL_LABEL',
      'WHEEL_AMOUNT',
      'WHEEL_WEIGHT',
      'WHEEL_MIN_BET',
    ]);
    expect(
      wheelDraftProblems({
        ...fine,
        wheelSegments: fine.wheelSegments.map((s) => ({ ...s, weight: '1.5' })),
      }),
    ).toEqual(['WHEEL_WEIGHT']);
  });

  test('shows each segment’s chance from the weights', () => {
    expect(
      wheelChances([
        { label: 'a', amount: '0.00', weight: '1' },
        { label: 'b', amount: '1.00', weight: '3' },
      ]),
    ).toEqual([25, 75]);
    expect(wheelChances([{ label: 'a', amount: '0.00', weight: 'x' }])).toEqual([0]);
  });
});
