import { describe, expect, test } from 'vitest';
import { draftOf, emptyDraft, toInput } from './activity-draft';

const ZONE = 'Asia/Shanghai';

describe('an activity’s form', () => {
  test('sends the brand’s wall clock as an instant, and no end as null', () => {
    const draft = { ...emptyDraft(ZONE), title: ' Welcome ', startsAt: '2026-12-01T08:00' };
    const input = toInput(draft, ZONE);
    expect(input.startsAt).toBe('2026-12-01T00:00:00.000Z');
    expect(input.endsAt).toBeNull();
    expect(input.title).toBe('Welcome');
    expect(input.activity).toEqual({
      kind: 'FIRST_DEPOSIT',
      rules: {
        percent: 100,
        maxBonus: '888.00',
        minDeposit: '100.00',
        wageringMultiple: 10,
        joinRequired: true,
      },
    });
  });

  test('reads a listed daily sign-in back into the same form', () => {
    const draft = {
      ...emptyDraft(ZONE),
      kind: 'DAILY_SIGN_IN' as const,
      title: 'Daily',
      startsAt: '2026-12-01T08:00',
      endsAt: '2026-12-31T23:59',
    };
    const input = toInput(draft, ZONE);
    const listed = {
      id: '1',
      kind: 'DAILY_SIGN_IN' as const,
      title: input.title,
      description: '',
      promotionType: input.promotionType,
      promotionCategory: input.promotionCategory ?? null,
      startsAt: input.startsAt,
      endsAt: input.endsAt ?? null,
      status: 'LIVE' as const,
      sortOrder: 0,
      rules: { rewards: draft.rewards, wageringMultiple: 10 },
      figures: { members: 0, claimed: 0, paid: '0.00' },
    };
    expect(draftOf(listed, ZONE)).toMatchObject({
      kind: 'DAILY_SIGN_IN',
      startsAt: '2026-12-01T08:00',
      endsAt: '2026-12-31T23:59',
      rewards: draft.rewards,
    });
  });
});

describe('an application activity’s form', () => {
  test('sends its rules and reads a listed one back into the same form', () => {
    const draft = {
      ...emptyDraft(ZONE),
      kind: 'APPLICATION' as const,
      title: 'Share your big win',
      wageringMultiple: '1',
      applicationAmount: ' 18.00 ',
      applicationFrequency: 'ONCE' as const,
      imagesRequired: false,
      instruction: ' Post a screenshot ',
    };
    const input = toInput(draft, ZONE);
    expect(input.activity).toEqual({
      kind: 'APPLICATION',
      rules: {
        amount: '18.00',
        wageringMultiple: 1,
        imagesRequired: false,
        frequency: 'ONCE',
        instruction: 'Post a screenshot',
      },
    });
    const listed = {
      id: '2',
      kind: 'APPLICATION' as const,
      title: input.title,
      description: '',
      promotionType: input.promotionType,
      promotionCategory: input.promotionCategory ?? null,
      startsAt: input.startsAt,
      endsAt: null,
      status: 'LIVE' as const,
      sortOrder: 0,
      rules: {
        amount: '18.00',
        wageringMultiple: 1,
        imagesRequired: false,
        frequency: 'ONCE' as const,
        instruction: 'Post a screenshot',
      },
      figures: { members: 0, claimed: 0, paid: '0.00' },
    };
    expect(draftOf(listed, ZONE)).toMatchObject({
      kind: 'APPLICATION',
      wageringMultiple: '1',
      applicationAmount: '18.00',
      applicationFrequency: 'ONCE',
      imagesRequired: false,
      instruction: 'Post a screenshot',
    });
  });
});
