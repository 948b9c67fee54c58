import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken, MEMBER_PASSWORD, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { fund } from '../../../test/money';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function newPlayer(minor = 0n): Promise<{ token: string; username: string }> {
  const payload = newRegistration();
  const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
  if (minor > 0n) await fund(t, String(payload.username), minor);
  return { token: body.value.token, username: String(payload.username) };
}

function transfer(token: string, from: string, to: string, amount: string, requestId = randomUUID()) {
  return api(t, 'POST', '/wps/v2/wallets/transfer', { token, payload: { from, to, amount, requestId } });
}

function wallet(wallets: { wallet: string; balance: string }[], name: string) {
  return wallets.find((entry) => entry.wallet === name)?.balance;
}

describe('balance', () => {
  it('shows the main wallet with two decimals and the currency symbol', async () => {
    const { token } = await newPlayer(12_345n);
    const { body } = await api(t, 'GET', '/wps/v2/wallets/balance', { token });
    expect(body.value).toEqual({
      balance: '123.45',
      held: '0.00',
      available: '123.45',
      currency: 'CNY',
      currencySymbol: '¥',
    });
  });

  it('needs a session', async () => {
    expect((await api(t, 'GET', '/wps/v2/wallets/balance')).response.statusCode).toBe(401);
  });

  it('lists the main wallet alone or with every transfer-wallet vendor', async () => {
    const { token } = await newPlayer();
    const single = (await api(t, 'GET', '/wps/v2/wallets/merchant?isSingle=true', { token })).body.value;
    expect(single).toEqual([{ wallet: 'MAIN', name: 'MAIN', balance: '0.00', available: '0.00' }]);
    const all = (await api(t, 'GET', '/wps/v2/wallets/merchant?isSingle=false', { token })).body.value;
    expect(all.map((entry: { wallet: string }) => entry.wallet)).toEqual(
      expect.arrayContaining(['MAIN', 'SX', 'EV', 'SB', 'UG', 'AV', 'DS88']),
    );
    expect(all.map((entry: { wallet: string }) => entry.wallet)).not.toContain('PG');
  });

  it('gives consolidated funds to members, not to trial users', async () => {
    const { token } = await newPlayer(1_000n);
    const { body } = await api(t, 'GET', '/wps/member/info/funds/consolidated', { token });
    expect(body.value).toMatchObject({
      totalBalance: '10.00',
      currencySymbol: '¥',
      contracts: { dividend: false },
    });
    const trial = (await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} })).body.value.token;
    expect((await api(t, 'GET', '/wps/member/info/funds/consolidated', { token: trial })).body.code).toBe(
      'REAL_ACCOUNT_REQUIRED',
    );
  });
});

describe('wallet transfer', () => {
  it('moves money main → vendor and back, and all back to main', async () => {
    const { token } = await newPlayer(10_000n);
    const out = await transfer(token, 'MAIN', 'SX', '30.50');
    expect(out.response.statusCode).toBe(200);
    expect(wallet(out.body.value.wallets, 'MAIN')).toBe('69.50');
    expect(wallet(out.body.value.wallets, 'SX')).toBe('30.50');
    await transfer(token, 'MAIN', 'SB', '9.50');
    const back = await transfer(token, 'SX', 'MAIN', '0.50');
    expect(wallet(back.body.value.wallets, 'SX')).toBe('30.00');
    const all = await api(t, 'POST', '/wps/v2/wallets/transfer/all', {
      token,
      payload: { requestId: randomUUID() },
    });
    expect(all.body.value.transactionIds).toHaveLength(2);
    expect(wallet(all.body.value.wallets, 'MAIN')).toBe('100.00');
    expect(wallet(all.body.value.wallets, 'SX')).toBe('0.00');
  });

  it('moves money once per request id, and refuses the id for another request', async () => {
    const { token } = await newPlayer(10_000n);
    const requestId = randomUUID();
    const first = await transfer(token, 'MAIN', 'EV', '10.00', requestId);
    const again = await transfer(token, 'MAIN', 'EV', '10.00', requestId);
    expect(again.body.value.transactionIds).toEqual(first.body.value.transactionIds);
    expect(wallet(again.body.value.wallets, 'MAIN')).toBe('90.00');
    const other = await transfer(token, 'MAIN', 'EV', '11.00', requestId);
    expect(other.response.statusCode).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses an overdraft, a bad amount, an unknown or seamless wallet, and two vendor wallets', async () => {
    const { token } = await newPlayer(1_000n);
    const over = await transfer(token, 'MAIN', 'SX', '10.01');
    expect(over.response.statusCode).toBe(409);
    expect(over.body.code).toBe('INSUFFICIENT_FUNDS');
    for (const amount of ['0', '0.00', '-1.00', '1.001', '1e3', 'abc', '']) {
      const bad = await transfer(token, 'MAIN', 'SX', amount);
      expect(bad.response.statusCode, amount).toBe(400);
      expect(bad.body.errors[0].field).toBe('amount');
    }
    expect((await transfer(token, 'MAIN', 'NOPE', '1.00')).response.statusCode).toBe(400);
    expect((await transfer(token, 'MAIN', 'PG', '1.00')).response.statusCode).toBe(400);
    expect((await transfer(token, 'SX', 'EV', '1.00')).response.statusCode).toBe(400);
    expect((await transfer(token, 'MAIN', 'MAIN', '1.00')).response.statusCode).toBe(400);
    expect((await api(t, 'GET', '/wps/v2/wallets/balance', { token })).body.value.balance).toBe('10.00');
  });

  it('refuses a vendor under maintenance', async () => {
    const { token } = await newPlayer(1_000n);
    await t.change(`update vendors set status = 'MAINTENANCE' where code = 'SX'`);
    try {
      const { response, body } = await transfer(token, 'MAIN', 'SX', '1.00');
      expect(response.statusCode).toBe(409);
      expect(body.code).toBe('VENDOR_MAINTENANCE');
    } finally {
      await t.change(`update vendors set status = 'ACTIVE' where code = 'SX'`);
    }
  });

  it('is for real accounts only, and only on the caller’s own wallets (S8)', async () => {
    const trial = (await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} })).body.value.token;
    expect((await transfer(trial, 'MAIN', 'SX', '1.00')).body.code).toBe('REAL_ACCOUNT_REQUIRED');
    const victim = await newPlayer(5_000n);
    const thief = await newPlayer();
    await transfer(thief.token, 'MAIN', 'SX', '1.00');
    expect((await api(t, 'GET', '/wps/v2/wallets/balance', { token: victim.token })).body.value.balance).toBe(
      '50.00',
    );
  });
});

describe('account record', () => {
  it('lists every movement with type, amount and balance after, newest first, paged and filtered', async () => {
    const { token } = await newPlayer(10_000n);
    await transfer(token, 'MAIN', 'SX', '10.00');
    await transfer(token, 'SX', 'MAIN', '4.00');
    const page = (await api(t, 'GET', '/wps/member/transactions?pageNo=1&pageSize=2&wallet=MAIN', { token }))
      .body.value;
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, pageNo: 1 });
    expect(
      page.content.map((row: { type: string; amount: string; balanceAfter: string }) => [
        row.type,
        row.amount,
        row.balanceAfter,
      ]),
    ).toEqual([
      ['TRANSFER', '4.00', '94.00'],
      ['TRANSFER', '-10.00', '90.00'],
    ]);
    const adjustments = (await api(t, 'GET', '/wps/member/transactions?type=ADJUSTMENT', { token })).body
      .value;
    expect(adjustments.content).toHaveLength(1);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await api(t, 'GET', `/wps/member/transactions?startDate=${encodeURIComponent(future)}`, { token }))
        .body.value.content,
    ).toEqual([]);
    expect((await api(t, 'GET', '/wps/member/transactions/bonus', { token })).body.value.totalElements).toBe(
      0,
    );
  });

  it('refuses bad filters', async () => {
    const { token } = await newPlayer();
    for (const query of [
      'type=LOTTERY',
      'pageSize=0',
      'pageSize=101',
      'pageNo=0',
      'startDate=yesterday',
      'x=1',
    ]) {
      expect(
        (await api(t, 'GET', `/wps/member/transactions?${query}`, { token })).response.statusCode,
        query,
      ).toBe(400);
    }
  });

  it('shows nobody else’s movements', async () => {
    const owner = await newPlayer(5_000n);
    const other = await newPlayer();
    expect(
      (await api(t, 'GET', '/wps/member/transactions', { token: other.token })).body.value.totalElements,
    ).toBe(0);
    expect(
      (await api(t, 'GET', '/wps/member/transactions', { token: owner.token })).body.value.totalElements,
    ).toBe(1);
    await loginToken(t, owner.username, MEMBER_PASSWORD);
  });
});
