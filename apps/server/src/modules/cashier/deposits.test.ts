import { randomUUID } from 'node:crypto';
import { sign } from '@playhall/signing/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { balanceOf, channelId, newCashierPlayer, operatorToken } from '../../../test/cashier';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
});
afterAll(async () => t.close());

describe('deposit channels', () => {
  it('lists the brand’s channels with limits and the bank to pay into', async () => {
    const player = await newCashierPlayer(t);
    const { body } = await api(t, 'GET', '/wps/cashier/deposit/channels', { token: player.token });
    expect(body.value).toEqual([
      expect.objectContaining({
        kind: 'BANK_TRANSFER',
        minAmount: '100.00',
        maxAmount: '50000.00',
        details: expect.objectContaining({ bankName: 'Demo Bank' }),
      }),
      expect.objectContaining({ kind: 'ONLINE', name: 'Sandbox Pay', minAmount: '10.00' }),
    ]);
  });
});

describe('bank-transfer deposits', () => {
  it('wait for an operator, who credits them once; the first one is marked first', async () => {
    const player = await newCashierPlayer(t);
    const bank = await channelId(t, player.token, 'BANK_TRANSFER');
    const created = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: { channelId: bank, amount: '500.00', requestId: randomUUID(), payerReference: 'TRX-8812' },
    });
    expect(created.body.value).toMatchObject({ status: 'PENDING', kind: 'BANK_TRANSFER', payUrl: null });
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');

    const operator = await operatorToken(t, 'operator');
    const queue = (await api(t, 'GET', '/ops/api/queue', { token: operator })).body.value;
    expect(queue.deposits).toContainEqual(
      expect.objectContaining({ id: created.body.value.id, payerReference: 'TRX-8812', amount: '500.00' }),
    );
    expect(
      (await api(t, 'POST', `/ops/api/deposits/${created.body.value.id}/confirm`, { token: operator })).body
        .success,
    ).toBe(true);
    expect((await balanceOf(t, player.token)).balance).toBe('500.00');
    const again = await api(t, 'POST', `/ops/api/deposits/${created.body.value.id}/confirm`, {
      token: operator,
    });
    expect(again.response.statusCode).toBe(409);
    expect((await balanceOf(t, player.token)).balance).toBe('500.00');

    const list = (await api(t, 'GET', '/wps/cashier/deposits', { token: player.token })).body.value.content;
    expect(list[0]).toMatchObject({ status: 'CREDITED', firstDeposit: true });
    const messages = (await api(t, 'GET', '/wps/member/messages', { token: player.token })).body.value
      .content;
    expect(messages[0]).toMatchObject({
      kind: 'DEPOSIT_CREDITED',
      params: { amount: '500.00' },
      read: false,
    });
    expect(
      (await api(t, 'GET', '/wps/member/messages/unread', { token: player.token })).body.value.count,
    ).toBe(1);
  });

  it('can be rejected, which moves nothing and tells the member', async () => {
    const player = await newCashierPlayer(t);
    const created = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: {
        channelId: await channelId(t, player.token, 'BANK_TRANSFER'),
        amount: '200.00',
        requestId: randomUUID(),
        payerReference: 'X',
      },
    });
    const operator = await operatorToken(t, 'operator');
    expect(
      (
        await api(t, 'POST', `/ops/api/deposits/${created.body.value.id}/reject`, {
          token: operator,
          payload: { reason: 'No transfer arrived' },
        })
      ).body.success,
    ).toBe(true);
    expect(
      (await api(t, 'POST', `/ops/api/deposits/${created.body.value.id}/confirm`, { token: operator }))
        .response.statusCode,
    ).toBe(409);
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
    const messages = (await api(t, 'GET', '/wps/member/messages', { token: player.token })).body.value
      .content;
    expect(messages[0].kind).toBe('DEPOSIT_FAILED');
  });

  it('are created once per request id, and checked against the channel', async () => {
    const player = await newCashierPlayer(t);
    const bank = await channelId(t, player.token, 'BANK_TRANSFER');
    const requestId = randomUUID();
    const payload = { channelId: bank, amount: '300.00', requestId, payerReference: 'R' };
    const first = await api(t, 'POST', '/wps/cashier/deposits', { token: player.token, payload });
    const second = await api(t, 'POST', '/wps/cashier/deposits', { token: player.token, payload });
    expect(second.body.value.id).toBe(first.body.value.id);
    const changed = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: { ...payload, amount: '301.00' },
    });
    expect(changed.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const tooSmall = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: { ...payload, requestId: randomUUID(), amount: '99.99' },
    });
    expect(tooSmall.body.errors[0]).toMatchObject({ field: 'amount', code: 'TOO_SMALL' });
    const noReference = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: { channelId: bank, amount: '300.00', requestId: randomUUID() },
    });
    expect(noReference.body.errors[0]).toMatchObject({ field: 'payerReference', code: 'REQUIRED' });
    const trial = (await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} })).body.value.token;
    expect((await api(t, 'POST', '/wps/cashier/deposits', { token: trial, payload })).body.code).toBe(
      'REAL_ACCOUNT_REQUIRED',
    );
  });
});

describe('online deposits through the sandbox gateway', () => {
  async function startOnline(player: { token: string }, amount = '88.00') {
    const created = await api(t, 'POST', '/wps/cashier/deposits', {
      token: player.token,
      payload: { channelId: await channelId(t, player.token, 'ONLINE'), amount, requestId: randomUUID() },
    });
    expect(created.body.value.payUrl).toMatch(/\/sandbox-psp\/pay\/PSP[0-9A-F]+$/);
    return created.body.value as { id: string; payUrl: string };
  }

  async function payAtGateway(payUrl: string, action: 'pay' | 'decline') {
    return fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });
  }

  it('sends the member to the gateway’s page and credits once when it calls back, duplicates included', async () => {
    const player = await newCashierPlayer(t);
    const deposit = await startOnline(player);
    const page = await fetch(deposit.payUrl);
    expect(await page.text()).toContain('88.00');
    const paid = await payAtGateway(deposit.payUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/member?page=depositv2&deposit=${deposit.id}`);
    const deadline = Date.now() + 10_000;
    while ((await balanceOf(t, player.token)).balance !== '88.00' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await balanceOf(t, player.token)).balance).toBe('88.00');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await balanceOf(t, player.token)).balance).toBe('88.00');

    const [order] = await t.database.query<{ id: string }>(
      'select id from sandbox_psp_orders where merchant_order_id = $1',
      [deposit.id],
    );
    const body = JSON.stringify({
      orderId: order?.id,
      merchantOrderId: deposit.id,
      status: 'PAID',
      amount: '88.00',
      currency: 'CNY',
      settledAt: null,
    });
    for (let replay = 0; replay < 3; replay++) {
      const late = await api(t, 'POST', '/wps/payment/callback/sandbox', {
        headers: { 'content-type': 'application/json', 'x-signature': sign(t.secrets.psp, body) },
        payload: JSON.parse(body),
      });
      expect(late.response.statusCode).toBe(200);
    }
    expect((await balanceOf(t, player.token)).balance).toBe('88.00');
    const [ledger] = await t.database.query<{ count: bigint }>(
      `select count(*) from ledger_transactions where reference = $1`,
      [`deposit:${deposit.id}`],
    );
    expect(ledger?.count).toBe(1n);
  });

  it('refuses a callback with a bad signature and changes nothing', async () => {
    const player = await newCashierPlayer(t);
    const deposit = await startOnline(player, '50.00');
    const [order] = await t.database.query<{ id: string }>(
      'select id from sandbox_psp_orders where merchant_order_id = $1',
      [deposit.id],
    );
    const body = {
      orderId: order?.id,
      merchantOrderId: deposit.id,
      status: 'PAID',
      amount: '50.00',
      currency: 'CNY',
      settledAt: null,
    };
    const forged = await api(t, 'POST', '/wps/payment/callback/sandbox', {
      headers: { 'x-signature': sign('not-the-secret-at-all', JSON.stringify(body)) },
      payload: body,
    });
    expect(forged.response.statusCode).toBe(401);
    const unsigned = await api(t, 'POST', '/wps/payment/callback/sandbox', { payload: body });
    expect(unsigned.response.statusCode).toBe(401);
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
  });

  it('marks a declined payment failed and tells the member', async () => {
    const player = await newCashierPlayer(t);
    const deposit = await startOnline(player, '40.00');
    await payAtGateway(deposit.payUrl, 'decline');
    const deadline = Date.now() + 10_000;
    let status = 'PENDING';
    while (status === 'PENDING' && Date.now() < deadline) {
      status = (await api(t, 'GET', '/wps/cashier/deposits', { token: player.token })).body.value.content[0]
        .status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('FAILED');
    expect(
      (await api(t, 'GET', '/wps/member/messages', { token: player.token })).body.value.content[0].kind,
    ).toBe('DEPOSIT_FAILED');
  });

  it('is reconciled from the gateway’s status when its callback never arrives', async () => {
    const player = await newCashierPlayer(t);
    const deposit = await startOnline(player, '66.00');
    await t.database.query(
      `update sandbox_psp_orders set callback_url = 'http://127.0.0.1:9/unreachable' where merchant_order_id = $1`,
      [deposit.id],
    );
    await payAtGateway(deposit.payUrl, 'pay');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await balanceOf(t, player.token)).balance).toBe('0.00');
    await t.database.query(`update deposits set created_at = now() - interval '5 minutes' where id = $1`, [
      deposit.id,
    ]);
    expect(await runJob(t, 'deposit-reconciliation')).toBeGreaterThanOrEqual(1);
    expect((await balanceOf(t, player.token)).balance).toBe('66.00');
    expect(await runJob(t, 'deposit-reconciliation')).toBe(0);
  });
});
