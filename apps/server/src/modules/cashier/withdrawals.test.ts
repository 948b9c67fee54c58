import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, deposit, newCashierPlayer } from '../../../test/cashier';
import { withdrawalSteps } from '../../../test/withdrawals';

// Payout accounts, the requests themselves and who may see them; the life cycle after a request and the
// not-received disputes are in withdrawal-life-cycle.test.ts and withdrawal-not-received.test.ts.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { bet, readyPlayer, withdraw } = withdrawalSteps(() => t);

describe('payout accounts and payment password', () => {
  it('binds only an account in the member’s real name, with the password, and masks it', async () => {
    const player = await newCashierPlayer(t, 'Pham Thi Hoa');
    const bind = (payload: Record<string, string>) =>
      api(t, 'POST', '/wps/cashier/bank-accounts', { token: player.token, payload });
    const base = {
      bankName: 'ACB',
      accountNumber: '998877665544',
      accountName: 'Pham Thi Hoa',
      password: MEMBER_PASSWORD,
    };
    expect((await bind({ ...base, password: 'Wrong1234' })).body.code).toBe('WRONG_PASSWORD');
    expect((await bind({ ...base, accountName: 'Somebody Else' })).body.code).toBe('PAYEE_NAME_MISMATCH');
    expect((await bind({ ...base, accountNumber: '12ab' })).response.statusCode).toBe(400);
    const bound = await bind(base);
    expect(bound.body.value).toMatchObject({ accountNumber: '********5544', accountName: 'Pham Thi Hoa' });
    expect((await bind(base)).response.statusCode).toBe(409);
  });

  it('asks for a real name first', async () => {
    const { body } = await api(t, 'PUT', '/wps/member/register', {
      payload: {
        username: `noname${Date.now().toString(36)}`,
        password: MEMBER_PASSWORD,
        confirmPassword: MEMBER_PASSWORD,
        termsAccepted: true,
      },
    });
    const bind = await api(t, 'POST', '/wps/cashier/bank-accounts', {
      token: body.value.token,
      payload: {
        bankName: 'ACB',
        accountNumber: '998877665544',
        accountName: 'X Y',
        password: MEMBER_PASSWORD,
      },
    });
    expect(bind.body.code).toBe('REAL_NAME_REQUIRED');
  });
});

describe('withdrawal requests', () => {
  it('hold the amount and wait for an operator (the payment password is asked every time)', async () => {
    const player = await readyPlayer('5000.00');
    expect((await withdraw(player, '100.00', { paymentPassword: '111111' })).body.code).toBe(
      'WRONG_PAYMENT_PASSWORD',
    );
    const { body } = await withdraw(player, '1000.00');
    expect(body.value).toMatchObject({
      status: 'PENDING',
      amount: '1000.00',
      accountNumber: '*********9012',
    });
    expect(await balanceOf(t, player.token)).toEqual(
      expect.objectContaining({ balance: '5000.00', held: '1000.00', available: '4000.00' }),
    );
  });

  it('need the turnover since the last deposit', async () => {
    const player = await readyPlayer('1000.00');
    await deposit(t, player, '500.00');
    const { body } = await withdraw(player, '100.00');
    expect(body.code).toBe('TURNOVER_NOT_MET');
    const rules = (await api(t, 'GET', '/wps/cashier/withdrawal/rules', { token: player.token })).body.value;
    expect(rules.turnover).toEqual({ required: '500.00', achieved: '0.00', met: false });
    await bet(player, 50_000n);
    expect((await withdraw(player, '100.00')).body.value.status).toBe('PENDING');
  });

  it('respect the amount limits and the daily count', async () => {
    const player = await readyPlayer('20000.00');
    expect((await withdraw(player, '99.99')).body.errors[0]).toMatchObject({
      field: 'amount',
      code: 'TOO_SMALL',
    });
    for (let count = 0; count < 5; count++) {
      const { body } = await withdraw(player, '100.00');
      expect(body.success, JSON.stringify(body)).toBe(true);
    }
    expect((await withdraw(player, '100.00')).body.code).toBe('DAILY_LIMIT_REACHED');
  });

  it('are created once per request id', async () => {
    const player = await readyPlayer();
    const requestId = randomUUID();
    const first = await withdraw(player, '200.00', { requestId });
    const again = await withdraw(player, '200.00', { requestId });
    expect(again.body.value.id).toBe(first.body.value.id);
    expect((await balanceOf(t, player.token)).held).toBe('200.00');
  });
});

describe('authorisation (S8)', () => {
  it('keeps members out of each other’s cashier and out of the operator console', async () => {
    const owner = await readyPlayer('3000.00');
    const id = (await withdraw(owner, '100.00')).body.value.id;
    const other = await readyPlayer('1000.00');
    const foreign = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: other.token,
      payload: { action: 'RECEIVED' },
    });
    expect(foreign.response.statusCode).toBe(404);
    const foreignBank = await api(t, 'POST', '/wps/cashier/withdrawals', {
      token: other.token,
      payload: {
        bankAccountId: owner.bankAccountId,
        amount: '100.00',
        paymentPassword: '246810',
        requestId: randomUUID(),
      },
    });
    expect(foreignBank.response.statusCode).toBe(404);
    expect(
      (await api(t, 'GET', '/wps/cashier/withdrawals', { token: other.token })).body.value.content.map(
        (w: { id: string }) => w.id,
      ),
    ).not.toContain(id);
    for (const [method, url] of [
      ['GET', '/ops/api/queue'],
      ['POST', `/ops/api/withdrawals/${id}/approve`],
      ['GET', '/ops/api/members'],
      ['GET', '/ops/api/audit'],
    ] as const) {
      expect((await api(t, method, url, { token: owner.token })).response.statusCode, url).toBe(401);
    }
  });
});
