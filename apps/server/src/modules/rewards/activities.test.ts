import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, deposit, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { memberId } from '../../../test/money';

let t: TestContext;
const { bonuses, consume } = bonusSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

const firstDeposit = (rules: Record<string, unknown> = {}) => ({
  kind: 'FIRST_DEPOSIT',
  rules: {
    percent: 100,
    maxBonus: '888.00',
    minDeposit: '100.00',
    wageringMultiple: 10,
    joinRequired: true,
    ...rules,
  },
});

const dailySignIn = {
  kind: 'DAILY_SIGN_IN',
  rules: { rewards: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'], wageringMultiple: 3 },
};

async function createActivity(activity: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const call = await api(t, 'POST', '/ops/api/activities', {
    token: await operatorToken(t, 'operator'),
    payload: { title: 'Test activity', promotionType: 'NEWBIE', startsAt: hourAgo(), activity, ...extra },
  });
  expect(call.body.success, JSON.stringify(call.body)).toBe(true);
  return call.body.value as {
    id: string;
    status: string;
    figures: { members: number; claimed: number; paid: string };
  };
}

async function activityOf(player: Player, id: string) {
  const { body } = await api(t, 'GET', '/wps/member/rewards/activities', { token: player.token });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return (body.value as { id: string; state: string; amount: string | null; streak: number | null }[]).find(
    (activity) => activity.id === id,
  );
}

const act = (player: Player, id: string, action: 'join' | 'claim') =>
  api(t, 'POST', `/wps/member/rewards/activities/${id}/${action}`, { token: player.token });

describe('a first-deposit bonus', () => {
  let activity: { id: string };

  beforeAll(async () => {
    activity = await createActivity(firstDeposit(), { title: 'First deposit 100%' });
  });

  it('is joined, qualified by the first deposit, and claimed once as a bonus with its wagering', async () => {
    const player = await newCashierPlayer(t);
    expect((await activityOf(player, activity.id))?.state).toBe('JOIN');
    const joined = await act(player, activity.id, 'join');
    expect(joined.body.value.activity.state).toBe('JOINED');
    expect((await act(player, activity.id, 'join')).body.value.activity.state).toBe('JOINED');
    expect((await act(player, activity.id, 'claim')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');

    await deposit(t, player, '250.00');
    await consume();
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'CLAIM', amount: '250.00' });

    const claims = await Promise.all(Array.from({ length: 30 }, () => act(player, activity.id, 'claim')));
    const granted = claims.filter((claim) => claim.body.success);
    expect(granted).toHaveLength(1);
    expect(granted[0]?.body.value.bonus).toMatchObject({ amount: '250.00', wageringRequired: '2500.00' });
    for (const refused of claims.filter((claim) => !claim.body.success)) {
      expect(refused.body.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    expect((await balanceOf(t, player.token)).balance).toBe('500.00');
    expect((await activityOf(player, activity.id))?.state).toBe('CLAIMED');
    expect((await bonuses(player.token)).content[0]).toMatchObject({
      status: 'ACTIVE',
      wageringRequired: '2500.00',
    });
  });

  it('is not for a member who deposited before joining, and a second deposit qualifies nobody', async () => {
    const player = await newCashierPlayer(t);
    await deposit(t, player, '300.00');
    await consume();
    // Not for this member: not listed to it, and refused when asked for.
    expect(await activityOf(player, activity.id)).toBeUndefined();
    expect((await act(player, activity.id, 'join')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');
    await deposit(t, player, '300.00');
    await consume();
    expect(await activityOf(player, activity.id)).toBeUndefined();
  });

  it('pays up to its cap, nothing under its minimum, and qualifies without joining when joining is not asked', async () => {
    const open = await createActivity(firstDeposit({ joinRequired: false, percent: 50, maxBonus: '100.00' }));
    const big = await newCashierPlayer(t);
    expect((await activityOf(big, open.id))?.state).toBe('JOINED');
    await deposit(t, big, '1000.00');
    const small = await newCashierPlayer(t);
    await deposit(t, small, '100.00');
    await consume();
    expect(await activityOf(big, open.id)).toMatchObject({ state: 'CLAIM', amount: '100.00' });
    expect(await activityOf(small, open.id)).toMatchObject({ state: 'CLAIM', amount: '50.00' });
    const tiny = await newCashierPlayer(t);
    await act(tiny, activity.id, 'join');
    await deposit(t, tiny, '100.00');
    await consume();
    expect((await activityOf(tiny, activity.id))?.state).toBe('CLAIM');
  });

  it('lets no member claim another’s reward', async () => {
    const owner = await newCashierPlayer(t);
    await act(owner, activity.id, 'join');
    await deposit(t, owner, '120.00');
    await consume();
    const stranger = await newCashierPlayer(t);
    expect((await act(stranger, activity.id, 'claim')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');
    expect((await balanceOf(t, stranger.token)).balance).toBe('0.00');
    expect((await activityOf(owner, activity.id))?.state).toBe('CLAIM');
  });
});

describe('a daily sign-in', () => {
  let activity: { id: string };

  beforeAll(async () => {
    activity = await createActivity(dailySignIn, { title: 'Daily sign-in', promotionType: 'DAILY' });
  });

  it('pays the streak’s day once a day, whoever races', async () => {
    const player = await newCashierPlayer(t);
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'JOIN', amount: '1.00', streak: 0 });
    const signs = await Promise.all(Array.from({ length: 30 }, () => act(player, activity.id, 'join')));
    expect(signs.filter((sign) => sign.body.success)).toHaveLength(1);
    for (const refused of signs.filter((sign) => !sign.body.success)) {
      expect(refused.body.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    expect(await activityOf(player, activity.id)).toMatchObject({
      state: 'SIGNED',
      amount: '1.00',
      streak: 1,
    });
    expect((await balanceOf(t, player.token)).balance).toBe('1.00');
    expect((await bonuses(player.token)).content[0]).toMatchObject({
      amount: '1.00',
      wageringRequired: '3.00',
    });
  });

  it('goes on from yesterday’s streak, and the eighth day pays the first day’s amount again', async () => {
    const fourth = await newCashierPlayer(t);
    const eighth = await newCashierPlayer(t);
    for (const [player, streak] of [
      [fourth, 3],
      [eighth, 7],
    ] as const) {
      await t.database.query(
        `insert into activity_entries (activity_id, member_id, period, state, amount, streak)
         values ($1, $2, ((now() at time zone 'Asia/Shanghai')::date - 1)::text, 'SIGNED', 100, $3)`,
        [activity.id, await memberId(t, player.username), streak],
      );
    }
    expect(await activityOf(fourth, activity.id)).toMatchObject({ amount: '5.00', streak: 3 });
    expect((await act(fourth, activity.id, 'join')).body.value.activity).toMatchObject({
      amount: '5.00',
      streak: 4,
    });
    expect((await act(eighth, activity.id, 'join')).body.value.activity).toMatchObject({
      amount: '1.00',
      streak: 8,
    });
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
