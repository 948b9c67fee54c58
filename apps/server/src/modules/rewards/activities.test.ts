import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySteps } from '../../../test/activities';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, deposit, newCashierPlayer } from '../../../test/cashier';
import { memberId } from '../../../test/money';

let t: TestContext;
const { bonuses, consume } = bonusSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { createActivity, activityOf, act, firstDeposit, dailySignIn } = activitySteps(() => t);

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
