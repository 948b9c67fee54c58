import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { OPERATOR_PASSWORD, operatorToken } from '../../../test/cashier';
import { memberId } from '../../../test/money';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('operator console', () => {
  it('forces the seeded operator to change its password before anything else', async () => {
    const { body } = await api(t, 'POST', '/ops/api/session/login', {
      payload: { username: 'reviewer', password: OPERATOR_PASSWORD },
    });
    expect(body.value.mustChangePassword).toBe(true);
    const token = body.value.token;
    expect((await api(t, 'GET', '/ops/api/queue', { token })).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const weak = await api(t, 'POST', '/ops/api/session/password', {
      token,
      payload: { oldPassword: OPERATOR_PASSWORD, newPassword: 'short1' },
    });
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    expect(
      (
        await api(t, 'POST', '/ops/api/session/password', {
          token,
          payload: { oldPassword: OPERATOR_PASSWORD, newPassword: 'Reviewer-2026-x' },
        })
      ).body.success,
    ).toBe(true);
    // Next comes the authenticator set-up (operator-login.test.ts), before the console opens.
    expect((await api(t, 'GET', '/ops/api/queue', { token })).body.code).toBe('TOTP_ENROLMENT_REQUIRED');
    expect(
      (
        await api(t, 'POST', '/ops/api/session/login', {
          payload: { username: 'reviewer', password: OPERATOR_PASSWORD },
        })
      ).response.statusCode,
    ).toBe(401);
  });

  it('refuses members and agents, whatever token they bring (S8)', async () => {
    const agent = await loginToken(t, 'agent01');
    for (const url of ['/ops/api/queue', '/ops/api/members', '/ops/api/audit', '/ops/api/me']) {
      expect((await api(t, 'GET', url, { token: agent })).response.statusCode, url).toBe(401);
    }
    expect(
      (
        await api(t, 'POST', '/ops/api/session/login', {
          payload: { username: 'agent01', password: 'Demo2026' },
        })
      ).response.statusCode,
    ).toBe(401);
  });

  it('finds members with their balances and ledger', async () => {
    const token = await operatorToken(t, 'operator');
    const found = (await api(t, 'GET', '/ops/api/members?q=player01', { token })).body.value;
    expect(found[0]).toMatchObject({ account: 'player01', balance: '5000.00' });
    const detail = (await api(t, 'GET', `/ops/api/members/${found[0].id}`, { token })).body.value;
    expect(detail).toMatchObject({
      account: 'player01',
      upline: 'agent01',
      wallets: [{ wallet: 'MAIN', balance: '5000.00' }],
    });
    expect(detail.ledger[0]).toMatchObject({
      type: 'ADJUSTMENT',
      amount: '5000.00',
      reason: 'Demo starting balance',
    });
    expect((await api(t, 'GET', '/ops/api/members/999999', { token })).response.statusCode).toBe(404);
  });

  it('adjusts a balance with a mandatory reason, as a ledger transaction, once per request id, and audits it', async () => {
    const token = await operatorToken(t, 'operator');
    const id = (await memberId(t, 'agent02')).toString();
    const requestId = randomUUID();
    const noReason = await api(t, 'POST', `/ops/api/members/${id}/adjust`, {
      token,
      payload: { amount: '10.00', reason: '', requestId },
    });
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason' });
    const credit = await api(t, 'POST', `/ops/api/members/${id}/adjust`, {
      token,
      payload: { amount: '25.50', reason: 'Goodwill for outage', requestId },
    });
    expect(credit.body.value.balance).toBe('10025.50');
    const replay = await api(t, 'POST', `/ops/api/members/${id}/adjust`, {
      token,
      payload: { amount: '25.50', reason: 'Goodwill for outage', requestId },
    });
    expect(replay.body.value.balance).toBe('10025.50');
    const debit = await api(t, 'POST', `/ops/api/members/${id}/adjust`, {
      token,
      payload: { amount: '-0.50', reason: 'Rounding correction', requestId: randomUUID() },
    });
    expect(debit.body.value.balance).toBe('10025.00');
    // Below the two-person amount (larger ones wait for a second operator: adjustment-approval.test.ts).
    const player = (await memberId(t, 'player01')).toString();
    const overdraw = await api(t, 'POST', `/ops/api/members/${player}/adjust`, {
      token,
      payload: { amount: '-5000.01', reason: 'Too much', requestId: randomUUID() },
    });
    expect(overdraw.body.code).toBe('INSUFFICIENT_FUNDS');
    const audit = (await api(t, 'GET', '/ops/api/audit', { token })).body.value.content;
    const adjustments = audit.filter((entry: { action: string }) => entry.action === 'ADJUSTMENT');
    expect(adjustments).toHaveLength(2);
    expect(adjustments[1]).toMatchObject({
      operator: 'operator',
      target: `member:${id}`,
      detail: { reason: 'Goodwill for outage' },
    });
  });
});

describe('transfer to upline', () => {
  it('sends money to the direct upline agent with the payment password', async () => {
    const player = await loginToken(t, 'player01');
    const none = await api(t, 'POST', '/wps/cashier/transfer-upline', {
      token: player,
      payload: { amount: '10.00', paymentPassword: '123456', requestId: randomUUID() },
    });
    expect(none.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    await api(t, 'POST', '/wps/member/payment-password', {
      token: player,
      payload: { password: 'Demo2026', paymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    const requestId = randomUUID();
    const sent = await api(t, 'POST', '/wps/cashier/transfer-upline', {
      token: player,
      payload: { amount: '10.00', paymentPassword: '123456', requestId },
    });
    expect(sent.body.value).toMatchObject({ uplineAccount: 'agent01', balance: '4990.00' });
    await api(t, 'POST', '/wps/cashier/transfer-upline', {
      token: player,
      payload: { amount: '10.00', paymentPassword: '123456', requestId },
    });
    const agent = await loginToken(t, 'agent01');
    expect((await api(t, 'GET', '/wps/v2/wallets/balance', { token: agent })).body.value.balance).toBe(
      '20010.00',
    );
  });

  it('locks the payment password after five wrong tries', async () => {
    const player = await loginToken(t, 'player01');
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await api(t, 'POST', '/wps/cashier/transfer-upline', {
        token: player,
        payload: { amount: '1.00', paymentPassword: '000000', requestId: randomUUID() },
      });
      expect(wrong.body.code).toBe('WRONG_PAYMENT_PASSWORD');
    }
    const locked = await api(t, 'POST', '/wps/cashier/transfer-upline', {
      token: player,
      payload: { amount: '1.00', paymentPassword: '123456', requestId: randomUUID() },
    });
    expect(locked.response.statusCode).toBe(429);
    expect(locked.body.code).toBe('PAYMENT_PASSWORD_LOCKED');
  });
});
