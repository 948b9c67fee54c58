import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, messagesOf, operatorToken } from '../../../test/cashier';
import { pointsSteps } from '../../../test/points';

let t: TestContext;
const { configure, createItem, member, memberWithPoints, redeem, summary, decide } = pointsSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  await configure();
});
afterAll(async () => {
  await t?.close();
});

const auditCount = async (action: string) => {
  const [row] = await t.database.query<{ count: number }>(
    'select count(*)::int as count from audit_log where action = $1',
    [action],
  );
  return row?.count ?? 0;
};

const stockOf = async (id: string) => {
  const items = (await api(t, 'GET', '/ops/api/points/items', { token: await operatorToken(t, 'operator') }))
    .body.value as { id: string; stock: number | null }[];
  return items.find((item) => item.id === id)?.stock;
};

describe('the console’s mall', () => {
  it('creates, edits and hides items, and sets the ratio and rules, all audited', async () => {
    const operator = await operatorToken(t, 'operator');
    const item = await createItem({
      kind: 'BONUS',
      name: 'Bonus 5.00',
      points: 40,
      amount: '5.00',
      wageringMultiple: 3,
    });
    expect(item).toMatchObject({ kind: 'BONUS', amount: '5.00', wageringMultiple: 3, visible: true });
    const edited = await api(t, 'PUT', `/ops/api/points/items/${item.id}`, {
      token: operator,
      payload: {
        kind: 'BONUS',
        name: 'Bonus 6.00',
        points: 50,
        amount: '6.00',
        wageringMultiple: 2,
        visible: false,
      },
    });
    expect(edited.body.value).toMatchObject({ name: 'Bonus 6.00', points: 50, visible: false });
    const player = await member();
    const offered = (await api(t, 'GET', '/wps/member/points/items', { token: player.token })).body.value;
    expect(offered.some((row: { id: string }) => row.id === item.id)).toBe(false);
    expect(await auditCount('MALL_ITEM_CREATE')).toBeGreaterThan(0);
    expect(await auditCount('MALL_ITEM_UPDATE')).toBe(1);
    expect(await auditCount('POINTS_CONFIG')).toBeGreaterThan(0);
    const missing = await api(t, 'PUT', '/ops/api/points/items/999999', {
      token: operator,
      payload: { kind: 'CASH', name: 'Nothing', points: 5 },
    });
    expect(missing.body.code).toBe('MALL_ITEM_NOT_FOUND');
  });

  it('refuses malformed items and rules with VALIDATION_FAILED, and anyone but an operator', async () => {
    const operator = await operatorToken(t, 'operator');
    for (const payload of [
      { kind: 'BONUS', name: 'No amount', points: 10 },
      { kind: 'CASH', name: 'Cash with amount', points: 10, amount: '1.00' },
      { kind: 'GOODS', name: 'No stock', points: 10 },
      { kind: 'CASH', name: 'Zero', points: 0 },
      { kind: 'TOY', name: 'Unknown', points: 10 },
      { kind: 'CASH', name: 'x', points: 10 },
    ]) {
      const refused = await api(t, 'POST', '/ops/api/points/items', { token: operator, payload });
      expect(refused.body.code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
    for (const payload of [
      { pointsPerUnit: 0, rules: [] },
      { pointsPerUnit: 10, rules: [{ category: 'POKER', validBetPerPoint: '1.00' }] },
      { pointsPerUnit: 10, rules: [{ category: 'RNG', validBetPerPoint: '0' }] },
    ]) {
      const refused = await api(t, 'PUT', '/ops/api/points/config', { token: operator, payload });
      expect(refused.body.code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
    const player = await member();
    const asMember = await api(t, 'POST', '/ops/api/points/items', {
      token: player.token,
      payload: { kind: 'CASH', name: 'Mine', points: 1 },
    });
    expect(asMember.response.statusCode).toBe(401);
  });
});

describe('deciding redemptions', () => {
  it('approving cash pays it through the ledger from the points account; the member sees it approved', async () => {
    const item = await createItem({ name: 'Cash 20.00', points: 200 });
    const player = await memberWithPoints(200);
    const before = (await balanceOf(t, player.token)).balance;
    const made = (await redeem(player, item.id)).body.value;
    const queue = await api(t, 'GET', '/ops/api/points/redemptions?status=IN_PROCESS', {
      token: await operatorToken(t, 'operator'),
    });
    expect(queue.body.value.content.find((row: { id: string }) => row.id === made.id)).toMatchObject({
      account: player.username,
      amount: '20.00',
    });
    const approved = await decide(made.id, 'approve', { remark: 'Paid' });
    expect(approved.body.value).toMatchObject({ status: 'APPROVED', remark: 'Paid' });
    expect(Number((await balanceOf(t, player.token)).balance) - Number(before)).toBe(20);
    const [posting] = await t.database.query<{ kind: string; count: number }>(
      `select t.kind, count(*)::int as count from ledger_transactions t
       join point_redemptions d on d.transaction_id = t.id where d.id = $1 group by t.kind`,
      [made.id],
    );
    expect(posting).toEqual({ kind: 'POINTS', count: 1 });
    const history = await api(t, 'GET', '/wps/member/points/redemptions', { token: player.token });
    expect(history.body.value.content[0]).toMatchObject({ status: 'APPROVED', remark: 'Paid' });
    const statement = await api(t, 'GET', '/wps/member/transactions?type=POINTS', { token: player.token });
    expect(statement.body.value?.content?.[0]).toMatchObject({ type: 'POINTS', amount: '20.00' });
    expect(await auditCount('POINTS_REDEMPTION_APPROVE')).toBeGreaterThan(0);
    expect((await decide(made.id, 'reject')).body.code).toBe('REDEMPTION_DECIDED');
    expect(await messagesOf(t, player)).toContainEqual({
      kind: 'REDEMPTION_APPROVED',
      params: { reference: made.reference, title: 'Cash 20.00', points: '200' },
    });
  });

  it('approving a bonus item grants a bonus with its wagering', async () => {
    const item = await createItem({
      kind: 'BONUS',
      name: 'Bonus 8.00',
      points: 80,
      amount: '8.00',
      wageringMultiple: 5,
    });
    const player = await memberWithPoints(160);
    const made = (await redeem(player, item.id, { quantity: 2 })).body.value;
    expect(made.amount).toBe('16.00');
    expect((await decide(made.id, 'approve')).body.value.status).toBe('APPROVED');
    const bonuses = await api(t, 'GET', '/wps/member/bonuses', { token: player.token });
    expect(bonuses.body.value.content[0]).toMatchObject({
      source: 'POINTS:REDEEM',
      title: 'Bonus 8.00',
      amount: '16.00',
      wageringRequired: '80.00',
      status: 'ACTIVE',
    });
  });

  it('rejecting returns the points (a record) and the stock; goods are approved without money', async () => {
    const item = await createItem({ kind: 'GOODS', name: 'Cap', points: 30, stock: 2 });
    const player = await memberWithPoints(90);
    const first = (await redeem(player, item.id, { quantity: 2 })).body.value;
    expect(await stockOf(item.id)).toBe(0);
    const rejected = await decide(first.id, 'reject', { reason: 'Out of caps' });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', remark: 'Out of caps' });
    expect((await summary(player)).balance).toBe(90);
    expect(await stockOf(item.id)).toBe(2);
    const records = (await api(t, 'GET', '/wps/member/points/records', { token: player.token })).body.value;
    expect(records.content[0]).toMatchObject({
      kind: 'REFUND',
      changedPoints: 60,
      balanceAfter: 90,
      remark: 'Out of caps',
    });
    expect(records.content[1]).toMatchObject({ kind: 'REDEEM', status: 'REJECTED' });
    expect(await messagesOf(t, player)).toEqual([
      {
        kind: 'REDEMPTION_REJECTED',
        params: { reference: first.reference, title: 'Cap', points: '60', reason: 'Out of caps' },
      },
    ]);
    const second = (await redeem(player, item.id)).body.value;
    const before = (await balanceOf(t, player.token)).balance;
    expect((await decide(second.id, 'approve')).body.value.status).toBe('APPROVED');
    expect((await balanceOf(t, player.token)).balance).toBe(before);
    expect((await decide('999999999', 'approve')).body.code).toBe('REDEMPTION_NOT_FOUND');
    expect((await decide(second.id, 'reject', { reason: 'x' })).body.code).toBe('VALIDATION_FAILED');
  });

  it('lets no member decide a redemption, their own or another’s', async () => {
    const item = await createItem({ points: 10 });
    const owner = await memberWithPoints(10);
    const made = (await redeem(owner, item.id)).body.value;
    for (const player of [owner, await member()]) {
      const call = await api(t, 'POST', `/ops/api/points/redemptions/${made.id}/approve`, {
        token: player.token,
        payload: {},
      });
      expect(call.response.statusCode).toBe(401);
    }
    const list = await api(t, 'GET', '/ops/api/points/redemptions', { token: owner.token });
    expect(list.response.statusCode).toBe(401);
  });

  it('of thirty parallel decisions on one redemption exactly one acts (C8)', async () => {
    const item = await createItem({ name: 'Cash 5.00', points: 50, stock: 5 });
    const player = await memberWithPoints(100);
    const approveOne = (await redeem(player, item.id)).body.value;
    const mixedOne = (await redeem(player, item.id)).body.value;
    const before = Number((await balanceOf(t, player.token)).balance);
    const approvals = await Promise.all(Array.from({ length: 30 }, () => decide(approveOne.id, 'approve')));
    expect(approvals.filter((call) => call.body.success)).toHaveLength(1);
    for (const refused of approvals.filter((call) => !call.body.success)) {
      expect(refused.body.code).toBe('REDEMPTION_DECIDED');
    }
    expect(Number((await balanceOf(t, player.token)).balance) - before).toBe(5);
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, index) => decide(mixedOne.id, index % 2 === 0 ? 'approve' : 'reject')),
    );
    expect(mixed.filter((call) => call.body.success)).toHaveLength(1);
    const decided = mixed.find((call) => call.body.success)?.body.value.status;
    const points = (await summary(player)).balance;
    const cash = Number((await balanceOf(t, player.token)).balance) - before;
    expect([points, cash]).toEqual(decided === 'APPROVED' ? [0, 10] : [50, 5]);
    expect(await stockOf(item.id)).toBe(decided === 'APPROVED' ? 3 : 4);
  });
});
