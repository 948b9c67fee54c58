import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySteps } from '../../../test/activities';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, deposit, newCashierPlayer } from '../../../test/cashier';
import { reloadReward } from './activity-reload';

let t: TestContext;
const { bonuses, consume } = bonusSteps(() => t);
const { createActivity, activityOf, act } = activitySteps(() => t);

/** A reload's rules: 10% up to 188.00 from 100.00, wagered 5 times, without joining unless asked. */
const reload = (rules: Record<string, unknown> = {}) => ({
  kind: 'RELOAD',
  rules: {
    percent: 10,
    maxBonus: '188.00',
    minDeposit: '100.00',
    wageringMultiple: 5,
    joinRequired: false,
    ...rules,
  },
});

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a reload bonus’s arithmetic (pure)', () => {
  it('pays the percentage up to the cap, and nothing under the minimum deposit', () => {
    const rules = reload().rules;
    expect(reloadReward(rules, 30_000n)).toBe(3_000n);
    expect(reloadReward(rules, 500_000n)).toBe(18_800n);
    expect(reloadReward(rules, 9_999n)).toBe(0n);
    expect(reloadReward(rules, 10_000n)).toBe(1_000n);
  });
});

describe('a daily reload bonus', () => {
  let activity: { id: string };

  beforeAll(async () => {
    activity = await createActivity(reload({ minDeposit: '200.00' }), {
      title: 'Daily reload 10%',
      promotionType: 'DAILY',
    });
  });

  it('qualifies a later deposit over the minimum (not the first), once a day, and pays one of thirty claims', async () => {
    const player = await newCashierPlayer(t);
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'JOINED', amount: null });
    await deposit(t, player, '500.00');
    await consume();
    // The first deposit is the first-deposit bonus's, never a reload.
    expect((await activityOf(player, activity.id))?.state).toBe('JOINED');
    await deposit(t, player, '199.99');
    await consume();
    expect((await activityOf(player, activity.id))?.state).toBe('JOINED');
    expect((await act(player, activity.id, 'claim')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');

    await deposit(t, player, '300.00');
    await deposit(t, player, '5000.00');
    await consume();
    // The day's first qualifying deposit decides it: one reload a day.
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'CLAIM', amount: '30.00' });

    const claims = await Promise.all(Array.from({ length: 30 }, () => act(player, activity.id, 'claim')));
    const paid = claims.filter((claim) => claim.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.value.bonus).toMatchObject({ amount: '30.00', wageringRequired: '150.00' });
    for (const refused of claims.filter((claim) => !claim.body.success)) {
      expect(refused.body.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    expect((await balanceOf(t, player.token)).balance).toBe('6029.99');
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'CLAIMED', amount: '30.00' });
    expect((await bonuses(player.token)).content[0]).toMatchObject({
      status: 'ACTIVE',
      wageringRequired: '150.00',
    });

    await deposit(t, player, '800.00');
    await consume();
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'CLAIMED', amount: '30.00' });
    expect((await act(player, activity.id, 'claim')).body.code).toBe('REWARD_ALREADY_CLAIMED');
  });

  it('caps what a big deposit earns, and lets nobody claim another member’s reload', async () => {
    const owner = await newCashierPlayer(t);
    await deposit(t, owner, '100.00');
    await deposit(t, owner, '4000.00');
    await consume();
    expect(await activityOf(owner, activity.id)).toMatchObject({ state: 'CLAIM', amount: '188.00' });
    const stranger = await newCashierPlayer(t);
    expect((await act(stranger, activity.id, 'claim')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');
    expect((await balanceOf(t, stranger.token)).balance).toBe('0.00');
    expect((await activityOf(owner, activity.id))?.state).toBe('CLAIM');
    const figures = await t.database.query<{ count: number }>(
      `select count(*)::int as count from activity_entries where activity_id = $1 and state = 'CLAIMABLE'`,
      [activity.id],
    );
    expect(figures[0]?.count).toBe(1);
  });
});

describe('a reload that asks to join first', () => {
  it('qualifies only deposits made after joining that day', async () => {
    const activity = await createActivity(reload({ joinRequired: true, percent: 20 }));
    const player = await newCashierPlayer(t);
    await deposit(t, player, '200.00');
    await deposit(t, player, '200.00');
    await consume();
    expect((await activityOf(player, activity.id))?.state).toBe('JOIN');
    const joins = await Promise.all(Array.from({ length: 5 }, () => act(player, activity.id, 'join')));
    expect(joins.every((join) => join.body.value?.activity.state === 'JOINED')).toBe(true);
    await deposit(t, player, '250.00');
    await consume();
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'CLAIM', amount: '50.00' });
    expect((await act(player, activity.id, 'claim')).body.value.bonus).toMatchObject({
      amount: '50.00',
      wageringRequired: '250.00',
    });
  });
});
