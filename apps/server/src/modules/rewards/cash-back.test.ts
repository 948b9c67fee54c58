import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySteps } from '../../../test/activities';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, newCashierPlayer, type Player } from '../../../test/cashier';
import { fund, memberId } from '../../../test/money';
import { launch, playRound } from '../../../test/vendor';
import { cashBackOf } from './activity-view';

let t: TestContext;
const { createActivity, activityOf, act } = activitySteps(() => t);
let activity: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  activity = await createActivity(
    { kind: 'CASH_BACK', rules: { percent: 5, maxAmount: '10.00', minLoss: '20.00', wageringMultiple: 1 } },
    { title: 'Daily cash back', promotionType: 'DAILY' },
  );
});
afterAll(async () => {
  await t?.close();
});

/** A member who staked and was paid this much yesterday (today's figures moved back a day). */
async function playedYesterday(stake: bigint, payout: bigint): Promise<Player> {
  const player = await newCashierPlayer(t);
  await fund(t, player.username, stake);
  await playRound(t, await launch(t, player.token), stake, payout);
  await t.database.query('update member_daily_stats set day = day - 1 where member_id = $1', [
    await memberId(t, player.username),
  ]);
  return player;
}

describe('cash back’s arithmetic (pure)', () => {
  it('pays the percentage of a loss up to the cap, and nothing under the smallest loss or for a win', () => {
    const rules = { percent: 5, maxAmount: '10.00', minLoss: '20.00', wageringMultiple: 1 };
    expect(cashBackOf(rules, 10_000n)).toBe(500n);
    expect(cashBackOf(rules, 40_000n)).toBe(1_000n);
    expect(cashBackOf(rules, 1_999n)).toBe(0n);
    expect(cashBackOf(rules, -5_000n)).toBe(0n);
  });
});

describe('cash back on yesterday’s net loss', () => {
  it('offers the percentage of yesterday’s loss, up to its cap, and pays one of thirty parallel claims', async () => {
    const player = await playedYesterday(50_000n, 10_000n);
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'CLAIM', amount: '10.00' });
    const claims = await Promise.all(Array.from({ length: 30 }, () => act(player, activity.id, 'claim')));
    const paid = claims.filter((claim) => claim.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.value.bonus).toMatchObject({ amount: '10.00', wageringRequired: '10.00' });
    for (const refused of claims.filter((claim) => !claim.body.success)) {
      expect(refused.body.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    expect((await balanceOf(t, player.token)).balance).toBe('110.00');
    expect(await activityOf(player, activity.id)).toMatchObject({ state: 'CLAIMED', amount: '10.00' });
  });

  it('offers nothing for a loss under the smallest one, or for a winning day, and refuses the claim', async () => {
    for (const player of [await playedYesterday(3_000n, 2_000n), await playedYesterday(1_000n, 5_000n)]) {
      expect(await activityOf(player, activity.id)).toMatchObject({ state: 'JOINED' });
      expect((await act(player, activity.id, 'claim')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');
    }
  });

  it('counts yesterday only: today’s loss is claimed tomorrow', async () => {
    const player = await newCashierPlayer(t);
    await fund(t, player.username, 50_000n);
    await playRound(t, await launch(t, player.token), 50_000n, 0n);
    expect((await activityOf(player, activity.id))?.state).toBe('JOINED');
  });
});
