import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { balanceOf, deposit, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { checkInvariants } from '../ledger/invariants';

// Races need real connections: PostgreSQL only (ARCHITECTURE.md §2).
describe.runIf(process.env.DATABASE_URL)('cashier concurrency on PostgreSQL', () => {
  let t: TestContext;
  let operator: string;
  let reviewer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.change('update cashier_settings set turnover_multiple_percent = 0, daily_withdrawal_count = 100');
    operator = await operatorToken(t, 'operator');
    reviewer = await operatorToken(t, 'reviewer');
  });
  afterAll(async () => t.close());

  async function ready(amount: string): Promise<Player & { bankAccountId: string }> {
    const player = await newCashierPlayer(t, 'Dang Van Lam');
    await deposit(t, player, amount);
    const bank = await api(t, 'POST', '/wps/cashier/bank-accounts', {
      token: player.token,
      payload: {
        bankName: 'BIDV',
        accountNumber: '1234567890',
        accountName: 'Dang Van Lam',
        password: MEMBER_PASSWORD,
      },
    });
    await api(t, 'POST', '/wps/member/payment-password', {
      token: player.token,
      payload: { password: MEMBER_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' },
    });
    return { ...player, bankAccountId: bank.body.value.id };
  }

  function withdraw(player: Player & { bankAccountId: string }, amount: string) {
    return api(t, 'POST', '/wps/cashier/withdrawals', {
      token: player.token,
      payload: {
        bankAccountId: player.bankAccountId,
        amount,
        paymentPassword: '135790',
        requestId: randomUUID(),
      },
    });
  }

  it('issue 11.11: twenty withdrawals with one request id at once make one withdrawal, and no 5xx', async () => {
    const player = await ready('3000.00');
    const payload = {
      bankAccountId: player.bankAccountId,
      amount: '700.00',
      paymentPassword: '135790',
      requestId: randomUUID(),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(t, 'POST', '/wps/cashier/withdrawals', { token: player.token, payload }),
      ),
    );
    expect(answers.map((answer) => answer.response.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.body.value?.id))).toEqual(
      new Set([answers[0]?.body.value.id]),
    );
    expect(await balanceOf(t, player.token)).toMatchObject({ balance: '3000.00', held: '700.00' });
    const other = await api(t, 'POST', '/wps/cashier/withdrawals', {
      token: player.token,
      payload: { ...payload, amount: '701.00' },
    });
    expect(other.response.statusCode).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('C6: balance 5000, six parallel withdrawals of 1000: exactly five accepted, 5000 held', async () => {
    const player = await ready('5000.00');
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(player, '1000.00')));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(1);
    expect(await balanceOf(t, player.token)).toMatchObject({
      balance: '5000.00',
      held: '5000.00',
      available: '0.00',
    });
  });

  it('C5: racing actions on one withdrawal make exactly one transition each time', async () => {
    const player = await ready('3000.00');
    const id = (await withdraw(player, '1000.00')).body.value.id;
    const act = (action: string, token: string, payload?: Record<string, unknown>) =>
      api(t, 'POST', `/ops/api/withdrawals/${id}/${action}`, { token, ...(payload ? { payload } : {}) });

    const approvals = await Promise.all([
      act('approve', operator),
      act('approve', reviewer),
      act('approve', operator),
    ]);
    expect(approvals.filter((answer) => answer.body.success)).toHaveLength(1);

    const settle = await Promise.all([
      act('disburse', operator),
      act('reject', reviewer, { reason: 'race' }),
      act('disburse', reviewer),
      act('reject', operator, { reason: 'race' }),
    ]);
    expect(settle.filter((answer) => answer.body.success)).toHaveLength(1);
    const { status } = (await api(t, 'GET', '/wps/cashier/withdrawals', { token: player.token })).body.value
      .content[0];
    const balance = await balanceOf(t, player.token);
    if (status === 'REJECTED') expect(balance).toMatchObject({ balance: '3000.00', held: '0.00' });
    else expect(balance).toMatchObject({ balance: '2000.00', held: '0.00' });

    if (status === 'DISBURSED') {
      await t.database.query('update withdrawals set confirm_due_at = now() where id = $1', [id]);
      const [confirm, auto] = await Promise.all([
        api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
          token: player.token,
          payload: { action: 'RECEIVED' },
        }),
        runJob(t, 'withdrawal-auto-confirm'),
      ]);
      // D2: the player's confirmation and the job at the same instant: exactly one of them completes it.
      expect(Number(confirm.body.success) + auto).toBe(1);
    }
    expect((await checkInvariants(t.database)).filter((result) => result.violations > 0)).toEqual([]);
  });

  it('conserves money under random transfers, deposits and withdrawals (property)', async () => {
    const players = await Promise.all([ready('2000.00'), ready('2000.00'), ready('2000.00')]);
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('transfer' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 900 }),
        out: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('deposit' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 100, max: 900 }),
      }),
      fc.record({
        kind: fc.constant('withdraw' as const),
        who: fc.nat(2),
        amount: fc.integer({ min: 100, max: 900 }),
        settle: fc.nat(2),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 8 }), async (actions) => {
        await Promise.all(
          actions.map(async (step) => {
            const player = players[step.who] as (typeof players)[number];
            if (step.kind === 'transfer') {
              await api(t, 'POST', '/wps/v2/wallets/transfer', {
                token: player.token,
                payload: {
                  from: step.out ? 'MAIN' : 'SX',
                  to: step.out ? 'SX' : 'MAIN',
                  amount: `${step.amount}.00`,
                  requestId: randomUUID(),
                },
              });
            } else if (step.kind === 'deposit') {
              await deposit(t, player, `${step.amount}.00`);
            } else {
              const created = await withdraw(player, `${step.amount}.00`);
              if (!created.body.success) return;
              const id = created.body.value.id;
              if (step.settle === 0)
                await api(t, 'POST', `/ops/api/withdrawals/${id}/reject`, {
                  token: operator,
                  payload: { reason: 'property' },
                });
              if (step.settle >= 1) {
                await api(t, 'POST', `/ops/api/withdrawals/${id}/approve`, { token: operator });
                await api(t, 'POST', `/ops/api/withdrawals/${id}/disburse`, { token: operator });
              }
            }
          }),
        );
        const violated = (await checkInvariants(t.database)).filter((result) => result.violations > 0);
        expect(violated).toEqual([]);
      }),
      { numRuns: 15, seed: 20261122 },
    );
  });
});
