import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newRegistration } from '../../../test/accounts';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, newCashierPlayer, operatorToken } from '../../../test/cashier';
import { memberId } from '../../../test/money';
import { launch, playRound } from '../../../test/vendor';
import { checkInvariants } from '../ledger/invariants';
import { createBonuses } from './bonuses';

let t: TestContext;
const { grant, bonuses, consume, ledgerCount } = bonusSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('an operator grants a bonus', () => {
  it('pays it from the bonus account into the main wallet, once per request id, tells the member and audits it', async () => {
    const player = await newCashierPlayer(t);
    const requestId = randomUUID();
    const first = await grant(player, { requestId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({
      amount: '100.00',
      wageringRequired: '1000.00',
      wagered: '0.00',
      status: 'ACTIVE',
      title: 'Welcome back bonus',
      source: 'MANUAL',
    });
    const again = await grant(player, { requestId });
    expect(again.body.value?.id).toBe(first.body.value?.id);

    expect((await balanceOf(t, player.token)).balance).toBe('100.00');
    expect(await ledgerCount('BONUS', String(first.body.value?.id))).toBe(1);
    const page = await bonuses(player.token);
    expect(page.totalElements).toBe(1);
    expect(page.outstanding).toEqual({ active: 1, wageringRequired: '1000.00', wagered: '0.00' });

    const messages = await api(t, 'GET', '/wps/member/messages', { token: player.token });
    expect(messages.body.value.content[0]).toMatchObject({
      kind: 'BONUS_GRANTED',
      params: { title: 'Welcome back bonus', amount: '100.00', wagering: '1000.00' },
    });
    const [audit] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'BONUS_GRANT' and detail->>'bonusId' = $1`,
      [first.body.value?.id],
    );
    expect(audit?.count).toBe(1);
  });

  it('refuses the same request id for another amount, and pays nothing more', async () => {
    const player = await newCashierPlayer(t);
    const requestId = randomUUID();
    await grant(player, { requestId });
    const other = await grant(player, { requestId, amount: '200.00' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await balanceOf(t, player.token)).balance).toBe('100.00');
  });

  it('refuses bad input with field errors and pays nothing', async () => {
    const player = await newCashierPlayer(t);
    for (const bad of [
      { amount: '0.00' },
      { amount: '-5.00' },
      { amount: '12.345' },
      { amount: 100 },
      { wageringMultiple: 101 },
      { wageringMultiple: 2.3 },
      { wageringMultiple: 'ten' },
      { title: '' },
      { title: 'x'.repeat(81) },
      { contributions: { RNG: 120 } },
      { contributions: { 'not a code': 50 } },
      { requestId: '' },
      { unknown: true },
    ]) {
      const refused = await grant(player, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
  });

  it('pays neither a trial account nor an unknown member, and only operators may grant', async () => {
    const trial = await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} });
    const [row] = await t.database.query<{ account: string }>(
      'select account from members where type = 4 order by id desc limit 1',
    );
    expect(trial.body.success).toBe(true);
    expect((await grant({ username: String(row?.account) })).status).toBe(404);
    const operator = await operatorToken(t, 'operator');
    const unknown = await api(t, 'POST', '/ops/api/members/999999999/bonuses', {
      token: operator,
      payload: { amount: '10.00', wageringMultiple: 1, title: 'Nobody', requestId: randomUUID() },
    });
    expect(unknown.body.code).toBe('NOT_FOUND');

    const player = await newCashierPlayer(t);
    const asMember = await grant(player, {}, player.token);
    expect(asMember.status).toBe(401);
    expect((await api(t, 'GET', '/wps/member/bonuses')).response.statusCode).toBe(401);
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
  });
});

describe('an operator cancels a bonus', () => {
  it('takes back what the wallet still holds of it, once, and the wallet is free again', async () => {
    const player = await newCashierPlayer(t);
    const granted = await grant(player, { amount: '80.00', wageringMultiple: 10 });
    const id = String(granted.body.value?.id);
    // The member lost 50 of it.
    await playRound(t, await launch(t, player.token), 5000n, 0n);
    await consume();
    const operator = await operatorToken(t, 'operator');
    const cancel = () =>
      api(t, 'POST', `/ops/api/bonuses/${id}/cancel`, {
        token: operator,
        payload: { reason: 'Bonus abuse' },
      });
    const results = await Promise.all(Array.from({ length: 5 }, cancel));
    const done = results.filter((result) => result.body.success);
    expect(done).toHaveLength(1);
    expect(done[0]?.body.value).toMatchObject({ status: 'CANCELLED', reclaimed: '30.00' });
    for (const result of results.filter((r) => !r.body.success))
      expect(result.body.code).toBe('BONUS_NOT_ACTIVE');
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
    expect(await ledgerCount('BONUS', id)).toBe(2);
    expect((await bonuses(player.token)).outstanding.active).toBe(0);
  });

  it('is held to the ledger by ledger:check (I13): a record that disagrees with the money is reported', async () => {
    const player = await newCashierPlayer(t);
    const granted = await grant(player, { amount: '12.00', wageringMultiple: 1 });
    const id = String(granted.body.value?.id);
    const i13 = async () =>
      (await checkInvariants(t.database)).find((result) => result.id === 'I13')?.violations;
    expect(await i13()).toBe(0);
    await t.database.query('update bonuses set amount = amount + 1 where id = $1', [id]);
    try {
      expect(await i13()).toBe(1);
    } finally {
      await t.database.query('update bonuses set amount = amount - 1 where id = $1', [id]);
    }
    expect(await i13()).toBe(0);
  });

  it('answers an unknown bonus with BONUS_NOT_FOUND, a short reason with field errors, a member with 401', async () => {
    const operator = await operatorToken(t, 'operator');
    const unknown = await api(t, 'POST', '/ops/api/bonuses/999999999/cancel', {
      token: operator,
      payload: { reason: 'Not there' },
    });
    expect(unknown.body.code).toBe('BONUS_NOT_FOUND');
    const player = await newCashierPlayer(t);
    const granted = await grant(player, { amount: '5.00' });
    const short = await api(t, 'POST', `/ops/api/bonuses/${granted.body.value?.id}/cancel`, {
      token: operator,
      payload: { reason: '' },
    });
    expect(short.body.code).toBe('VALIDATION_FAILED');
    const byMember = await api(t, 'POST', `/ops/api/bonuses/${granted.body.value?.id}/cancel`, {
      token: player.token,
      payload: { reason: 'Mine to cancel' },
    });
    expect(byMember.response.statusCode).toBe(401);
    expect((await bonuses(player.token)).content[0]?.status).toBe('ACTIVE');
  });
});

describe('the bonus details list', () => {
  it('is the member’s own, filtered by status and paged', async () => {
    const player = await newCashierPlayer(t);
    const other = await api(t, 'PUT', '/wps/member/register', { payload: newRegistration() });
    for (let index = 0; index < 3; index++)
      await grant(player, { amount: '1.00', title: `Bonus number ${index}` });
    const page = await bonuses(player.token, '?pageNo=2&pageSize=2');
    expect(page.content).toHaveLength(1);
    expect(page.totalElements).toBe(3);
    expect((await bonuses(player.token, '?status=COMPLETED')).totalElements).toBe(0);
    expect((await bonuses(other.body.value.token)).totalElements).toBe(0);
    const bad = await api(t, 'GET', '/wps/member/bonuses?status=LOST', { token: player.token });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('a bonus paid inside another transaction', () => {
  it('reads the currency in that transaction: a brand read that never answers (a cold cache queued behind it on the embedded database) holds nothing up', async () => {
    const player = await newCashierPlayer(t);
    const stuck = createBonuses({ database: t.database, brand: () => new Promise(() => {}) });
    const id = await memberId(t, player.username);
    const paid = await t.database.transaction((tx) =>
      stuck.grantIn(tx, {
        memberId: id,
        source: 'MANUAL',
        sourceRef: randomUUID(),
        title: 'Paid in a transaction',
        amount: 5_000n,
        wageringRequired: 0n,
        contributions: {},
        grantedBy: null,
      }),
    );
    expect(paid.created).toBe(true);
    expect((await balanceOf(t, player.token)).balance).toBe('50.00');
  }, 10_000);
});
