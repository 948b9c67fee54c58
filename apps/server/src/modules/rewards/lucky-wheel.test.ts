import { createHash, randomBytes } from 'node:crypto';
import { drawFraction, segmentOf } from '@playhall/contracts/wheel-draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { activitySteps } from '../../../test/activities';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, newCashierPlayer, type Player } from '../../../test/cashier';
import { fund } from '../../../test/money';
import { launch, playRound } from '../../../test/vendor';
import { drawSegment } from './lucky-wheel-view';

let t: TestContext;
const { bonuses } = bonusSteps(() => t);
const { createActivity, activityOf } = activitySteps(() => t);

/** A wheel of these prizes (weights 1 unless given), a free daily spin unless `extra` says otherwise. */
const wheelOf = (amounts: string[], extra: Record<string, unknown> = {}, weights?: number[]) => ({
  kind: 'LUCKY_WHEEL',
  rules: {
    segments: amounts.map((amount, index) => ({
      label: amount === '0.00' ? 'Try again' : `¥${amount}`,
      amount,
      weight: weights?.[index] ?? 1,
    })),
    minValidBetToday: '0.00',
    wageringMultiple: 1,
    ...extra,
  },
});

type Spin = {
  segment: number;
  amount: string;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
};
type Wheel = { seedHash: string; nonce: number; canSpin: boolean; blockedBy: string | null; recent: Spin[] };

const wheel = async (player: Player, id: string) => {
  const { body } = await api(t, 'GET', `/wps/member/rewards/activities/${id}/wheel`, { token: player.token });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value as Wheel;
};
const spin = (player: Player, id: string, payload: unknown = { clientSeed: 'my-lucky-seed' }) =>
  api(t, 'POST', `/wps/member/rewards/activities/${id}/spin`, {
    token: player.token,
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the draw (pure)', () => {
  const seed = '3f8a1c9e5b7d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c0e2b4d6f8a0c2e4b6d8f0a';

  it('gives the known vectors', () => {
    const draw = drawSegment({ serverSeed: seed, clientSeed: 'lucky', nonce: 0 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(draw).toEqual({
      hmac: '94243060f640a2640ef2cc302e42c5fe6026e22a90c5af52b73177835b8179ca',
      segment: 4,
    });
    expect(drawFraction(draw.hmac)).toBeCloseTo(0.5786772000049063, 15);
    expect(drawSegment({ serverSeed: seed, clientSeed: 'lucky', nonce: 0 }, [10, 20, 30, 40]).segment).toBe(
      2,
    );
    expect(drawSegment({ serverSeed: '00', clientSeed: 'seed', nonce: 7 }, [1, 1, 1, 1]).segment).toBe(1);
    expect(drawSegment({ serverSeed: '00', clientSeed: 'seed', nonce: 7 }, [50, 1, 1, 1]).segment).toBe(0);
  });

  it('is what WebCrypto computes in a browser', async () => {
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(seed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signed = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode('lucky:0'));
    expect(Buffer.from(signed).toString('hex')).toBe(
      drawSegment({ serverSeed: seed, clientSeed: 'lucky', nonce: 0 }, [1, 1, 1, 1]).hmac,
    );
  });

  it('stays in bounds at the extremes and on exact boundaries', () => {
    expect(drawFraction('0000000000000')).toBe(0);
    expect(drawFraction('fffffffffffff')).toBeLessThan(1);
    expect(segmentOf('0000000000000', [3, 1, 1, 1])).toBe(0);
    expect(segmentOf('fffffffffffff', [3, 1, 1, 1])).toBe(3);
    // 0.25 exactly lands on the second of four equal segments, just under it on the first.
    expect(segmentOf('4000000000000', [1, 1, 1, 1])).toBe(1);
    expect(segmentOf('3ffffffffffff', [1, 1, 1, 1])).toBe(0);
    expect(() => segmentOf('4000000000000', [])).toThrow(RangeError);
  });

  it('follows the weights over many seeds', () => {
    const weights = [1, 2, 3, 4];
    const counts = [0, 0, 0, 0];
    const draws = 20_000;
    for (let nonce = 0; nonce < draws; nonce++) {
      const { segment } = drawSegment(
        { serverSeed: randomBytes(32).toString('hex'), clientSeed: 'spread', nonce },
        weights,
      );
      counts[segment] = (counts[segment] ?? 0) + 1;
    }
    counts.forEach((count, index) => {
      expect(Math.abs(count / draws - (weights[index] ?? 0) / 10)).toBeLessThan(0.015);
    });
  });
});

describe('a lucky wheel', () => {
  const prizes = ['0.00', '1.00', '2.00', '5.00', '8.00', '18.00', '38.00', '88.00'];
  let free: { id: string };

  beforeAll(async () => {
    free = await createActivity(wheelOf(prizes, { wageringMultiple: 1 }), {
      title: 'Daily lucky wheel',
      promotionType: 'DAILY',
    });
  });

  it('commits to a seed before the spin, reveals it after, and draws what the seeds say', async () => {
    const player = await newCashierPlayer(t);
    const before = await wheel(player, free.id);
    expect(before).toMatchObject({ nonce: 0, canSpin: true, blockedBy: null, recent: [] });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await wheel(player, free.id)).seedHash).toBe(before.seedHash);
    expect((await activityOf(player, free.id))?.state).toBe('JOIN');

    const { body } = await spin(player, free.id, { clientSeed: 'Tâm’s seed 🍀' });
    expect(body.success, JSON.stringify(body)).toBe(true);
    const done = body.value.spin as Spin;
    expect(done).toMatchObject({ seedHash: before.seedHash, nonce: 0, clientSeed: 'Tâm’s seed 🍀' });
    expect(createHash('sha256').update(done.serverSeed).digest('hex')).toBe(before.seedHash);
    const draw = drawSegment(
      done,
      prizes.map(() => 1),
    );
    expect(done.segment).toBe(draw.segment);
    expect(done.amount).toBe(prizes[draw.segment]);

    const after = body.value.wheel as Wheel;
    expect(after).toMatchObject({ nonce: 1, canSpin: false, blockedBy: 'SPUN' });
    expect(after.seedHash).not.toBe(before.seedHash);
    expect(after.recent[0]).toMatchObject({ serverSeed: done.serverSeed, segment: done.segment });
    expect(await activityOf(player, free.id)).toMatchObject({ state: 'CLAIMED', amount: done.amount });
    expect((await balanceOf(t, player.token)).balance).toBe(done.amount);
  });

  it('spins once a day: of thirty parallel spins one draws', async () => {
    const player = await newCashierPlayer(t);
    await wheel(player, free.id);
    const spins = await Promise.all(
      Array.from({ length: 30 }, (_, index) => spin(player, free.id, { clientSeed: `racer-${index}` })),
    );
    expect(spins.filter((one) => one.body.success)).toHaveLength(1);
    for (const refused of spins.filter((one) => !one.body.success)) {
      expect(refused.response.statusCode).toBe(409);
      expect(refused.body.code).toBe('WHEEL_ALREADY_SPUN');
    }
    const state = await wheel(player, free.id);
    expect(state).toMatchObject({ nonce: 1, blockedBy: 'SPUN' });
    expect(state.recent).toHaveLength(1);
    expect((await spin(player, free.id)).body.code).toBe('WHEEL_ALREADY_SPUN');
  });

  it('refuses a spin the day’s valid bets have not earned, and pays an earned prize as a bonus with wagering', async () => {
    const earned = await createActivity(
      wheelOf(['5.00', '5.00', '5.00', '5.00'], {
        minValidBetToday: '50.00',
        wageringMultiple: 2,
      }),
    );
    const player = await newCashierPlayer(t);
    expect(await wheel(player, earned.id)).toMatchObject({ canSpin: false, blockedBy: 'NOT_EARNED' });
    expect((await activityOf(player, earned.id))?.state).toBe('JOINED');
    const refused = await spin(player, earned.id);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body.code).toBe('WHEEL_SPIN_NOT_EARNED');
    expect((await wheel(player, earned.id)).nonce).toBe(0);

    await fund(t, player.username, 6_000n);
    await playRound(t, await launch(t, player.token), 6_000n, 0n);
    expect(await wheel(player, earned.id)).toMatchObject({ canSpin: true, blockedBy: null });
    const { body } = await spin(player, earned.id);
    expect(body.value.bonus).toMatchObject({ amount: '5.00', wageringRequired: '10.00', status: 'ACTIVE' });
    expect((await balanceOf(t, player.token)).balance).toBe('5.00');
    expect((await bonuses(player.token)).content[0]).toMatchObject({ wageringRequired: '10.00' });
  });

  it('pays nothing for an empty segment', async () => {
    const empty = await createActivity(wheelOf(['0.00', '0.00', '0.00', '0.00']));
    const player = await newCashierPlayer(t);
    const { body } = await spin(player, empty.id);
    expect(body.value).toMatchObject({ bonus: null, spin: { amount: '0.00' } });
    expect((await bonuses(player.token)).totalElements).toBe(0);
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
    expect(await activityOf(player, empty.id)).toMatchObject({ state: 'CLAIMED', amount: '0.00' });
  });

  it('refuses bad input with stable codes and changes nothing', async () => {
    const player = await newCashierPlayer(t);
    const { seedHash } = await wheel(player, free.id);
    for (const [payload, code] of [
      [{ clientSeed: 'x'.repeat(65) }, 'TOO_LONG'],
      [{ clientSeed: '' }, 'TOO_SHORT'],
      [{ clientSeed: 12345 }, 'INVALID_TYPE'],
      [{}, 'REQUIRED'],
      [{ clientSeed: 'ok', nonce: 3 }, 'UNKNOWN_FIELD'],
    ] as const) {
      const call = await spin(player, free.id, payload);
      expect(call.response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(call.body.code).toBe('VALIDATION_FAILED');
      expect(call.body.errors[0]).toMatchObject({ code });
    }
    expect(await wheel(player, free.id)).toMatchObject({ seedHash, nonce: 0, recent: [] });
    expect((await spin(player, free.id, { clientSeed: 'x'.repeat(64) })).body.success).toBe(true);
  });

  it('is a wheel only: another kind of activity has none, and a stranger is turned away', async () => {
    const player = await newCashierPlayer(t);
    const other = await createActivity({
      kind: 'CASH_BACK',
      rules: { percent: 5, maxAmount: '10.00', minLoss: '20.00', wageringMultiple: 1 },
    });
    expect((await spin(player, other.id)).body.code).toBe('ACTIVITY_NOT_FOUND');
    expect(
      (await api(t, 'POST', `/wps/member/rewards/activities/${free.id}/join`, { token: player.token })).body
        .code,
    ).toBe('ACTIVITY_NOT_AVAILABLE');
    const anonymous = await api(t, 'POST', `/wps/member/rewards/activities/${free.id}/spin`, {
      payload: { clientSeed: 'x' },
    });
    expect(anonymous.response.statusCode).toBe(401);
  });
});
