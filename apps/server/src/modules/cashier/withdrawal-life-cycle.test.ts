import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { balanceOf, operatorToken } from '../../../test/cashier';
import { withdrawalSteps } from '../../../test/withdrawals';

let t: TestContext;
let operator: string;
let reviewer: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
  reviewer = await operatorToken(t, 'reviewer');
});
afterAll(async () => t.close());

const { readyPlayer, withdraw, act } = withdrawalSteps(() => t);

describe('withdrawal life cycle (D1)', () => {
  it('approve → disburse posts the hold; received completes; a terminal state absorbs', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '1000.00')).body.value.id;
    expect((await act(id, 'disburse')).body.code).toBe('INVALID_STATE');
    expect((await act(id, 'approve')).body.success).toBe(true);
    expect((await act(id, 'disburse')).body.success).toBe(true);
    expect(await balanceOf(t, player.token)).toEqual(
      expect.objectContaining({ balance: '2000.00', held: '0.00' }),
    );
    const confirmed = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'RECEIVED' },
    });
    expect(confirmed.body.value).toMatchObject({
      status: 'COMPLETED',
      confirmation: 'RECEIVED',
      remainingAmount: '0.00',
    });
    for (const action of ['approve', 'disburse', 'review'])
      expect((await act(id, action)).body.code).toBe('INVALID_STATE');
    expect((await act(id, 'reject', operator, { reason: 'too late' })).body.code).toBe('INVALID_STATE');
    expect((await balanceOf(t, player.token)).balance).toBe('2000.00');
    const kinds = (
      await api(t, 'GET', '/wps/member/messages', { token: player.token })
    ).body.value.content.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['WITHDRAWAL_APPROVED', 'WITHDRAWAL_DISBURSED']));
  });

  it('a rejection releases the hold and tells the member why', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '700.00')).body.value.id;
    expect((await act(id, 'reject', operator, { reason: 'Account under review' })).body.success).toBe(true);
    expect(await balanceOf(t, player.token)).toEqual(
      expect.objectContaining({ balance: '3000.00', held: '0.00' }),
    );
    const message = (await api(t, 'GET', '/wps/member/messages', { token: player.token })).body.value
      .content[0];
    expect(message).toMatchObject({
      kind: 'WITHDRAWAL_REJECTED',
      params: { reason: 'Account under review' },
    });
  });

  it('partial receipt keeps the rest expected, full payment completes', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '1000.00')).body.value.id;
    await act(id, 'approve');
    await act(id, 'disburse');
    const part = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'RECEIVED', receivedAmount: '400.00' },
    });
    expect(part.body.value).toMatchObject({
      status: 'DISBURSED',
      receivedAmount: '400.00',
      remainingAmount: '600.00',
    });
    const full = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'FULL_PAYMENT' },
    });
    expect(full.body.value).toMatchObject({
      status: 'COMPLETED',
      confirmation: 'FULL_PAYMENT',
      remainingAmount: '0.00',
    });
  });

  it('above the threshold needs a reviewer and a different approver', async () => {
    const player = await readyPlayer('50000.00');
    const id = (await withdraw(player, '20000.00')).body.value.id;
    expect((await act(id, 'approve')).body.code).toBe('REVIEW_REQUIRED');
    expect((await act(id, 'review')).body.success).toBe(true);
    expect((await act(id, 'approve')).body.code).toBe('SECOND_APPROVER_REQUIRED');
    expect((await act(id, 'approve', reviewer)).body.success).toBe(true);
  });
});

describe('auto-confirm (D2)', () => {
  it('counts an unconfirmed payout as received once its time is up, not before, and only once', async () => {
    const player = await readyPlayer('3000.00');
    const id = (await withdraw(player, '300.00')).body.value.id;
    await act(id, 'approve');
    await act(id, 'disburse');
    expect(await runJob(t, 'withdrawal-auto-confirm')).toBe(0);
    await t.database.query(
      `update withdrawals set confirm_due_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await runJob(t, 'withdrawal-auto-confirm')).toBe(1);
    expect(await runJob(t, 'withdrawal-auto-confirm')).toBe(0);
    const [row] = await t.database.query<{ status: string; confirmation: string }>(
      'select status, confirmation from withdrawals where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'COMPLETED', confirmation: 'AUTO_RECEIVED' });
    const late = await api(t, 'POST', `/wps/cashier/withdrawals/${id}/confirm`, {
      token: player.token,
      payload: { action: 'RECEIVED' },
    });
    expect(late.body.code).toBe('INVALID_STATE');
    expect((await act(id, 'resolve', operator, { outcome: 'REFUND' })).body.code).toBe('INVALID_STATE');
    expect((await balanceOf(t, player.token)).balance).toBe('2700.00');
  });
});
