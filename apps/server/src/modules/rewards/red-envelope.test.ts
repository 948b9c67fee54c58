import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { activitySteps } from '../../../test/activities';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, newCashierPlayer, operatorToken } from '../../../test/cashier';
import { envelopeShare } from './activity-view';

let t: TestContext;
const { createActivity, activityOf, act, hourAgo } = activitySteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const redEnvelope = (rules: Record<string, unknown> = {}) => ({
  kind: 'RED_ENVELOPE',
  rules: { pool: '100.00', envelopes: 10, minShare: '1.00', wageringMultiple: 1, ...rules },
});

describe('a red envelope’s share (pure)', () => {
  it('leaves every later envelope its smallest share, never passes twice the average, and the last takes the rest', () => {
    const top = (bound: number) => bound - 1;
    const bottom = () => 0;
    // 100.00 in 10: at most twice the average (20.00), at least 1.00.
    expect(envelopeShare({ pool: 10_000n, envelopes: 10 }, 100n, top)).toBe(2_000n);
    expect(envelopeShare({ pool: 10_000n, envelopes: 10 }, 100n, bottom)).toBe(100n);
    // 2.50 left in 2 with 1.00 each at least: at most 1.50.
    expect(envelopeShare({ pool: 250n, envelopes: 2 }, 100n, top)).toBe(150n);
    expect(envelopeShare({ pool: 733n, envelopes: 1 }, 100n, top)).toBe(733n);
    expect(envelopeShare({ pool: 200n, envelopes: 2 }, 100n, top)).toBe(100n);
  });
});

describe('a red envelope', () => {
  it('gives each member one grab, and of thirty parallel grabs by one member one pays', async () => {
    const envelope = await createActivity(redEnvelope(), { title: 'Lunar red envelope' });
    const player = await newCashierPlayer(t);
    expect(await activityOf(player, envelope.id)).toMatchObject({ state: 'JOIN', remaining: 10 });
    const grabs = await Promise.all(Array.from({ length: 30 }, () => act(player, envelope.id, 'join')));
    const paid = grabs.filter((grab) => grab.body.success);
    expect(paid).toHaveLength(1);
    for (const refused of grabs.filter((grab) => !grab.body.success)) {
      expect(refused.body.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    const amount = paid[0]?.body.value.bonus.amount as string;
    expect(Number(amount)).toBeGreaterThanOrEqual(1);
    expect(Number(amount)).toBeLessThanOrEqual(20);
    expect((await balanceOf(t, player.token)).balance).toBe(amount);
    expect(await activityOf(player, envelope.id)).toMatchObject({ state: 'CLAIMED', amount, remaining: 9 });
  });

  it('pays exactly the pool in exactly its envelopes when more members grab at once than it holds', async () => {
    const envelope = await createActivity(redEnvelope({ pool: '50.00', envelopes: 8, minShare: '0.50' }));
    const players = await Promise.all(Array.from({ length: 12 }, () => newCashierPlayer(t)));
    const grabs = await Promise.all(players.map((player) => act(player, envelope.id, 'join')));
    const paid = grabs.filter((grab) => grab.body.success);
    expect(paid).toHaveLength(8);
    for (const refused of grabs.filter((grab) => !grab.body.success)) {
      expect(refused.body.code).toBe('ACTIVITY_NOT_AVAILABLE');
    }
    const shares = paid.map((grab) => Math.round(Number(grab.body.value.bonus.amount) * 100));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(5_000);
    for (const share of shares) expect(share).toBeGreaterThanOrEqual(50);
    const figures = (
      await api(t, 'GET', '/ops/api/activities', { token: await operatorToken(t, 'operator') })
    ).body.value.find((row: { id: string }) => row.id === envelope.id).figures;
    expect(figures).toEqual({ members: 8, claimed: 8, paid: '50.00' });
    // Emptied: a member who did not grab sees it no more.
    const late = await newCashierPlayer(t);
    expect(await activityOf(late, envelope.id)).toBeUndefined();
  });

  it('is not grabbed before it starts, and refuses a pool that cannot hold its envelopes', async () => {
    const later = await createActivity(redEnvelope(), {
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const player = await newCashierPlayer(t);
    expect((await activityOf(player, later.id))?.state).toBe('COMING_SOON');
    expect((await act(player, later.id, 'join')).body.code).toBe('ACTIVITY_NOT_AVAILABLE');
    const refused = await api(t, 'POST', '/ops/api/activities', {
      token: await operatorToken(t, 'operator'),
      payload: {
        title: 'Too small a pool',
        promotionType: 'LIMITED',
        startsAt: hourAgo(),
        activity: redEnvelope({ pool: '5.00', envelopes: 10, minShare: '1.00' }),
      },
    });
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });
});
