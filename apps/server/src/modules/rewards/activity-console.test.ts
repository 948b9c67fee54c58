import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { activitySteps } from '../../../test/activities';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { deposit, newCashierPlayer, operatorToken } from '../../../test/cashier';

let t: TestContext;
const { consume } = bonusSteps(() => t);
const { createActivity, activityOf, act, firstDeposit, dailySignIn, hourAgo } = activitySteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the reward badge', () => {
  it('counts the claims ready and today’s sign-ins, and falls as the member takes them', async () => {
    const daily = await createActivity(dailySignIn, { title: 'Badge sign-in' });
    const offer = await createActivity(firstDeposit({ joinRequired: false }), {
      title: 'Badge first deposit',
    });
    const player = await newCashierPlayer(t);
    const badge = async () =>
      (await api(t, 'GET', '/wps/member/rewards/badges', { token: player.token })).body.value
        .rewards as number;
    const waiting = async () => {
      const listed = (await api(t, 'GET', '/wps/member/rewards/activities', { token: player.token })).body
        .value as { kind: string; state: string }[];
      return listed.filter(
        (activity) =>
          activity.state === 'CLAIM' || (activity.kind === 'DAILY_SIGN_IN' && activity.state === 'JOIN'),
      ).length;
    };
    const before = await waiting();
    expect(await badge()).toBe(before);
    // The first deposit makes this file's open first-deposit offers claimable (at least the one made here).
    await deposit(t, player, '100.00');
    await consume();
    const ready = await waiting();
    expect(ready).toBeGreaterThan(before);
    expect(await badge()).toBe(ready);
    await act(player, offer.id, 'claim');
    await act(player, daily.id, 'join');
    expect(await badge()).toBe(ready - 2);
    expect((await api(t, 'GET', '/wps/member/rewards/badges')).response.statusCode).toBe(401);
  });
});

describe('an activity’s dates and the console', () => {
  it('is coming soon before it starts and closed once an operator closes it; what was earned stays claimable', async () => {
    const later = await createActivity(dailySignIn, {
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const player = await newCashierPlayer(t);
    expect((await activityOf(player, later.id))?.state).toBe('COMING_SOON');
    expect((await act(player, later.id, 'join')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');

    const offer = await createActivity(firstDeposit());
    await act(player, offer.id, 'join');
    await deposit(t, player, '100.00');
    await consume();
    const operator = await operatorToken(t, 'operator');
    const closed = await api(t, 'POST', `/ops/api/activities/${offer.id}/close`, { token: operator });
    expect(closed.body.value.status).toBe('CLOSED');
    expect(
      (await api(t, 'POST', `/ops/api/activities/${offer.id}/close`, { token: operator })).body.code,
    ).toBe('ACTIVITY_NOT_AVAILABLE');
    const late = await newCashierPlayer(t);
    expect(await activityOf(late, offer.id)).toBeUndefined();
    expect((await activityOf(player, offer.id))?.state).toBe('CLAIM');
    expect((await act(late, offer.id, 'join')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');
    expect((await act(player, offer.id, 'claim')).body.success).toBe(true);

    const listed = await api(t, 'GET', '/ops/api/activities', { token: operator });
    const figures = listed.body.value.find((row: { id: string }) => row.id === offer.id).figures;
    expect(figures).toEqual({ members: 1, claimed: 1, paid: '100.00' });
    const [audit] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where target_id = $1 and action in ('ACTIVITY_CREATE', 'ACTIVITY_CLOSE')`,
      [offer.id],
    );
    expect(audit?.count).toBe(2);
  });

  it('refuses rules that do not fit the kind, dates out of order, and anyone but an operator', async () => {
    const operator = await operatorToken(t, 'operator');
    const base = { title: 'Bad activity', promotionType: 'NEWBIE', startsAt: hourAgo() };
    for (const bad of [
      { ...base, activity: { kind: 'FIRST_DEPOSIT', rules: dailySignIn.rules } },
      { ...base, activity: { kind: 'DAILY_SIGN_IN', rules: { ...dailySignIn.rules, rewards: ['1.00'] } } },
      { ...base, activity: firstDeposit({ percent: 0 }) },
      { ...base, activity: firstDeposit({ maxBonus: '-1.00' }) },
      { ...base, activity: { kind: 'RAFFLE', rules: {} } },
      { ...base, endsAt: new Date(Date.now() - 86_400_000 * 2).toISOString(), activity: dailySignIn },
      { ...base, title: '', activity: dailySignIn },
      { ...base, promotionType: 'SECRET', activity: dailySignIn },
    ]) {
      const refused = await api(t, 'POST', '/ops/api/activities', { token: operator, payload: bad });
      expect(refused.body.code, JSON.stringify(bad)).toBe('VALIDATION_FAILED');
    }
    const player = await newCashierPlayer(t);
    const asMember = await api(t, 'POST', '/ops/api/activities', {
      token: player.token,
      payload: { ...base, activity: dailySignIn },
    });
    expect(asMember.response.statusCode).toBe(401);
    expect((await act(player, '999999999', 'join')).body.code).toBe('ACTIVITY_NOT_FOUND');
    expect((await api(t, 'GET', '/wps/member/rewards/activities')).response.statusCode).toBe(401);
  });

  it('edits a live activity, never its kind', async () => {
    const operator = await operatorToken(t, 'operator');
    const activity = await createActivity(dailySignIn);
    const edited = await api(t, 'PUT', `/ops/api/activities/${activity.id}`, {
      token: operator,
      payload: {
        title: 'Sign in every day',
        promotionType: 'DAILY',
        startsAt: hourAgo(),
        activity: dailySignIn,
      },
    });
    expect(edited.body.value.title).toBe('Sign in every day');
    const otherKind = await api(t, 'PUT', `/ops/api/activities/${activity.id}`, {
      token: operator,
      payload: {
        title: 'Now a deposit',
        promotionType: 'DAILY',
        startsAt: hourAgo(),
        activity: firstDeposit(),
      },
    });
    expect(otherKind.body.code).toBe('ACTIVITY_NOT_AVAILABLE');
  });
});
