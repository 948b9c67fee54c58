import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer } from '../../../test/cashier';
import { PAYMENT_PASSWORD, pointsSteps } from '../../../test/points';

let t: TestContext;
const { configure, createItem, member, bet, memberWithPoints, redeem, summary } = pointsSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  await configure();
});
afterAll(async () => {
  await t?.close();
});

const records = async (token: string) =>
  (await api(t, 'GET', '/wps/member/points/records', { token })).body.value as {
    totalElements: number;
    content: {
      kind: string;
      points: number;
      changedPoints: number;
      balanceAfter: number;
      amount: string | null;
      status: string;
      remark: string;
      reference: string | null;
    }[];
  };

describe('earning points', () => {
  it('turns settled valid bets into whole points per the category rule, carrying the remainder, one record per batch', async () => {
    const player = await member();
    expect(await summary(player)).toMatchObject({ balance: 0, earned: 0, pointsPerUnit: 10 });
    await bet(player, 2_550n); // 25.50 of slots: two points, 5.50 carried
    expect(await summary(player)).toMatchObject({ balance: 2, earned: 2 });
    await bet(player, 450n); // 4.50 + 5.50 carried: one more point, nothing carried
    await bet(player, 999n); // 9.99: no point yet, no record
    expect(await summary(player)).toMatchObject({ balance: 3, earned: 3 });
    const page = await records(player.token);
    expect(page.totalElements).toBe(2);
    expect(page.content).toMatchObject([
      {
        kind: 'EARN',
        points: 1,
        changedPoints: 1,
        balanceAfter: 3,
        amount: '4.50',
        status: 'COMPLETED',
        remark: 'RNG',
      },
      { kind: 'EARN', points: 2, changedPoints: 2, balanceAfter: 2, amount: '25.50', status: 'COMPLETED' },
    ]);
    const [remainder] = await t.database.query<{ valid_bet: bigint }>(
      `select valid_bet from point_remainders r join members m on m.id = r.member_id where m.account = $1`,
      [player.username],
    );
    expect(remainder?.valid_bet).toBe(999n);
  });

  it('shows the ratio and rules to the member, and earns nothing in a category without a rule', async () => {
    const player = await member();
    const { body } = await api(t, 'GET', '/wps/member/points', { token: player.token });
    expect(body.value.rules).toEqual([
      { category: 'LIVE', validBetPerPoint: '20.00' },
      { category: 'RNG', validBetPerPoint: '10.00' },
    ]);
    await configure({ pointsPerUnit: 10, rules: [{ category: 'LIVE', validBetPerPoint: '20.00' }] });
    try {
      await bet(player, 10_000n);
      expect((await summary(player)).balance).toBe(0);
    } finally {
      await configure();
    }
  });
});

describe('the mall for the member', () => {
  it('lists visible items with what they pay at the ratio, and redeems one with the payment password', async () => {
    const cash = await createItem({ name: 'Cash 12.50', points: 125 });
    await createItem({ name: 'Hidden item', points: 1, visible: false });
    const player = await memberWithPoints(300);
    const items = (await api(t, 'GET', '/wps/member/points/items', { token: player.token })).body.value;
    expect(items.find((item: { id: string }) => item.id === cash.id)).toMatchObject({
      kind: 'CASH',
      points: 125,
      amount: '12.50',
      stock: null,
    });
    expect(items.some((item: { name: string }) => item.name === 'Hidden item')).toBe(false);
    const requestId = randomUUID();
    const made = await redeem(player, cash.id, { quantity: 2, requestId });
    expect(made.body.value).toMatchObject({
      kind: 'CASH',
      name: 'Cash 12.50',
      quantity: 2,
      points: 250,
      amount: '25.00',
      status: 'IN_PROCESS',
      remark: '',
    });
    expect(made.body.value.reference).toMatch(/^PM\d{20}$/);
    // The same request again answers the same redemption and takes nothing more.
    const again = await redeem(player, cash.id, { quantity: 2, requestId });
    expect(again.body.value.id).toBe(made.body.value.id);
    expect((await summary(player)).balance).toBe(50);
    const reused = await redeem(player, cash.id, { quantity: 1, requestId });
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const history = await api(t, 'GET', '/wps/member/points/redemptions', { token: player.token });
    expect(history.body.value).toMatchObject({
      totalElements: 1,
      content: [{ reference: made.body.value.reference, status: 'IN_PROCESS', points: 250 }],
    });
    const details = await records(player.token);
    expect(details.content[0]).toMatchObject({
      kind: 'REDEEM',
      points: 250,
      changedPoints: -250,
      balanceAfter: 50,
      amount: '25.00',
      status: 'IN_PROCESS',
      reference: made.body.value.reference,
    });
  });

  it('refuses a wrong payment password, too few points, no stock, a hidden or unknown item, and takes nothing', async () => {
    const item = await createItem({ kind: 'GOODS', name: 'Team jersey', points: 50, stock: 1 });
    const hidden = await createItem({ name: 'Gone', points: 10, visible: false });
    const player = await memberWithPoints(60);
    const wrong = await redeem(player, item.id, { paymentPassword: '000000' });
    expect([wrong.response.statusCode, wrong.body.code]).toEqual([400, 'WRONG_PAYMENT_PASSWORD']);
    const tooMany = await redeem(player, item.id, { quantity: 2 });
    expect([tooMany.response.statusCode, tooMany.body.code]).toEqual([409, 'MALL_ITEM_OUT_OF_STOCK']);
    expect((await redeem(player, hidden.id)).body.code).toBe('MALL_ITEM_NOT_FOUND');
    expect((await redeem(player, '999999999')).body.code).toBe('MALL_ITEM_NOT_FOUND');
    const cash = await createItem({ name: 'Big cash', points: 61 });
    const poor = await redeem(player, cash.id);
    expect([poor.response.statusCode, poor.body.code]).toEqual([409, 'POINTS_INSUFFICIENT']);
    expect((await summary(player)).balance).toBe(60);
    expect((await redeem(player, item.id)).body.value.status).toBe('IN_PROCESS');
    const sold = await redeem(player, item.id);
    expect(sold.body.code).toBe('MALL_ITEM_OUT_OF_STOCK');
    expect((await summary(player)).balance).toBe(10);
  });

  it('refuses malformed bodies with stable codes, a member without a payment password, and a caller without a session', async () => {
    const item = await createItem({ points: 10 });
    const player = await memberWithPoints(20);
    for (const payload of [
      { itemId: item.id, quantity: 0 },
      { itemId: item.id, quantity: 101 },
      { itemId: item.id, quantity: 1.5 },
      { itemId: 'abc' },
      { itemId: item.id, paymentPassword: '12345' },
      { itemId: item.id, requestId: 'x' },
      { itemId: item.id, extra: true },
    ]) {
      const refused = await redeem(player, item.id, payload);
      expect([refused.response.statusCode, refused.body.code], JSON.stringify(payload)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect((await summary(player)).balance).toBe(20);
    const bare = await newCashierPlayer(t);
    expect((await redeem(bare, item.id)).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    const anonymous = await api(t, 'POST', '/wps/member/points/redeem', {
      payload: { itemId: item.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() },
    });
    expect(anonymous.response.statusCode).toBe(401);
    expect((await api(t, 'GET', '/wps/member/points')).response.statusCode).toBe(401);
  });

  it('shows a member only their own redemptions and records', async () => {
    const item = await createItem({ points: 10 });
    const owner = await memberWithPoints(10);
    const other = await member();
    expect((await redeem(owner, item.id)).body.success).toBe(true);
    const seen = await api(t, 'GET', '/wps/member/points/redemptions', { token: other.token });
    expect(seen.body.value.totalElements).toBe(0);
    expect((await records(other.token)).totalElements).toBe(0);
  });
});

describe('parallel redemptions (C8)', () => {
  it('of thirty redemptions of the last unit, exactly one succeeds', async () => {
    const item = await createItem({ kind: 'GOODS', name: 'Last phone', points: 10, stock: 1 });
    const player = await memberWithPoints(300);
    const calls = await Promise.all(Array.from({ length: 30 }, () => redeem(player, item.id)));
    expect(calls.filter((call) => call.body.success)).toHaveLength(1);
    for (const refused of calls.filter((call) => !call.body.success)) {
      expect(refused.body.code).toBe('MALL_ITEM_OUT_OF_STOCK');
    }
    expect((await summary(player)).balance).toBe(290);
  });

  it('of thirty redemptions with points for just one, exactly one succeeds', async () => {
    const item = await createItem({ points: 40 });
    const player = await memberWithPoints(40);
    const calls = await Promise.all(Array.from({ length: 30 }, () => redeem(player, item.id)));
    expect(calls.filter((call) => call.body.success)).toHaveLength(1);
    for (const refused of calls.filter((call) => !call.body.success)) {
      expect(refused.body.code).toBe('POINTS_INSUFFICIENT');
    }
    expect((await summary(player)).balance).toBe(0);
    const same = randomUUID();
    const rich = await memberWithPoints(100);
    const twins = await Promise.all(
      Array.from({ length: 10 }, () => redeem(rich, item.id, { requestId: same })),
    );
    expect(new Set(twins.map((call) => call.body.value?.id)).size).toBe(1);
    expect((await summary(rich)).balance).toBe(60);
  });
});
