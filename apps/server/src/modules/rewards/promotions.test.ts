import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { activitySteps, dailySignIn, firstDeposit } from '../../../test/activities';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { operatorToken } from '../../../test/cashier';

// /promotions (member-and-agent-centres §2, §3): the reward centre's live and coming activities, read by anyone,
// filtered by the spec's promotion types and categories.

let t: TestContext;
const { createActivity } = activitySteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Listed = { id: string; title: string; promotionType: string; promotionCategory: string | null };

async function promotions(query = ''): Promise<Listed[]> {
  const { response, body } = await api(t, 'GET', `/wps/promotions${query ? `?${query}` : ''}`);
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return body.value;
}

describe('the promotions list', () => {
  let welcome: { id: string };
  let cashBack: { id: string };
  beforeAll(async () => {
    welcome = await createActivity(firstDeposit(), {
      title: 'Welcome bonus: 100% on your first deposit',
      promotionType: 'NEWBIE',
      promotionCategory: 'DEPOSIT',
    });
    cashBack = await createActivity(dailySignIn, {
      title: 'Daily sign-in',
      promotionType: 'DAILY',
      promotionCategory: 'REBATE',
    });
  });

  it('shows a visitor the live activities with their types and categories, and nothing of a member', async () => {
    const listed = await promotions();
    const first = listed.find((promotion) => promotion.id === welcome.id);
    expect(first).toMatchObject({ promotionType: 'NEWBIE', promotionCategory: 'DEPOSIT' });
    expect(listed.find((promotion) => promotion.id === cashBack.id)).toMatchObject({
      promotionType: 'DAILY',
      promotionCategory: 'REBATE',
    });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'description',
        'endsAt',
        'id',
        'kind',
        'promotionCategory',
        'promotionType',
        'startsAt',
        'title',
      ].sort(),
    );
  });

  it('filters by type, by category and by both', async () => {
    const daily = await promotions('type=DAILY');
    expect(daily.map((promotion) => promotion.id)).toContain(cashBack.id);
    expect(daily.every((promotion) => promotion.promotionType === 'DAILY')).toBe(true);
    const deposit = await promotions('category=DEPOSIT');
    expect(deposit.map((promotion) => promotion.id)).toContain(welcome.id);
    expect(deposit.every((promotion) => promotion.promotionCategory === 'DEPOSIT')).toBe(true);
    expect((await promotions('type=NEWBIE&category=DEPOSIT')).map((promotion) => promotion.id)).toContain(
      welcome.id,
    );
    expect(await promotions('type=DAILY&category=DEPOSIT')).toEqual([]);
    expect(await promotions('category=DOWNLOAD')).toEqual([]);
  });

  it('saves the category an operator picks, lists coming ones, and drops closed and ended ones', async () => {
    const coming = await createActivity(dailySignIn, {
      title: 'Sports week sign-in',
      promotionType: 'SPECIAL',
      promotionCategory: 'SPORTS',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(coming).toMatchObject({ promotionCategory: 'SPORTS' });
    expect((await promotions('category=SPORTS')).map((promotion) => promotion.id)).toEqual([coming.id]);
    const detail = await api(t, 'GET', `/wps/promotions/${coming.id}`);
    expect(detail.body.value).toMatchObject({
      id: coming.id,
      title: 'Sports week sign-in',
      kind: 'DAILY_SIGN_IN',
    });

    const ended = await createActivity(firstDeposit(), {
      title: 'Last month’s offer',
      startsAt: new Date(Date.now() - 7_200_000).toISOString(),
      endsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect((await promotions()).map((promotion) => promotion.id)).not.toContain(ended.id);
    expect((await api(t, 'GET', `/wps/promotions/${ended.id}`)).body.code).toBe('ACTIVITY_NOT_FOUND');

    const closed = await api(t, 'POST', `/ops/api/activities/${coming.id}/close`, {
      token: await operatorToken(t, 'operator'),
    });
    expect(closed.body.success, JSON.stringify(closed.body)).toBe(true);
    expect(await promotions('category=SPORTS')).toEqual([]);
    const gone = await api(t, 'GET', `/wps/promotions/${coming.id}`);
    expect(gone.response.statusCode).toBe(404);
    expect(gone.body.code).toBe('ACTIVITY_NOT_FOUND');
  });

  it('refuses unknown filters, ids and categories with stable codes, creating nothing', async () => {
    for (const query of ['type=WEEKLY', 'category=CASINO', 'type=', 'other=1']) {
      const { response, body } = await api(t, 'GET', `/wps/promotions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
    }
    for (const id of ['abc', '-1', '1'.repeat(19)]) {
      const { response, body } = await api(t, 'GET', `/wps/promotions/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    expect((await api(t, 'GET', '/wps/promotions/999999999')).body.code).toBe('ACTIVITY_NOT_FOUND');
    const [before] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from activities',
    );
    const refused = await api(t, 'POST', '/ops/api/activities', {
      token: await operatorToken(t, 'operator'),
      payload: {
        title: 'Bad category',
        promotionType: 'NEWBIE',
        promotionCategory: 'CASINO',
        startsAt: new Date().toISOString(),
        activity: dailySignIn,
      },
    });
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    const [after] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from activities',
    );
    expect(after?.count).toBe(before?.count);
  });
});
