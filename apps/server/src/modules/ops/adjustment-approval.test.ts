import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer } from '../../../test/cashier';
import { memberId } from '../../../test/money';
import { enrolledOperator } from '../../../test/operators';

let t: TestContext;
let first: Awaited<ReturnType<typeof enrolledOperator>>;
let second: Awaited<ReturnType<typeof enrolledOperator>>;
beforeAll(async () => {
  t = await buildTestApp();
  first = await enrolledOperator(t);
  second = await enrolledOperator(t);
});
afterAll(async () => t.close());

async function newMember(): Promise<{ id: string; token: string }> {
  const player = await newCashierPlayer(t);
  return { id: (await memberId(t, player.username)).toString(), token: player.token };
}

const balance = async (token: string): Promise<string> =>
  (await api(t, 'GET', '/wps/v2/wallets/balance', { token })).body.value.balance;

const adjust = (token: string, member: string, amount: string, requestId = randomUUID()) =>
  api(t, 'POST', `/ops/api/members/${member}/adjust`, {
    token,
    payload: { amount, reason: 'Large goodwill credit', requestId },
  });

async function auditOf(adjustmentId: string): Promise<{ action: string; operator_id: bigint }[]> {
  return t.database.query(
    `select action, operator_id from audit_log where target_type = 'adjustment' and target_id = $1 order by id`,
    [adjustmentId],
  );
}

describe('two-person balance adjustments', () => {
  it('issue 11.6: a large adjustment by one operator moves no money until a second operator approves it', async () => {
    const member = await newMember();
    const requestId = randomUUID();
    const asked = await adjust(first.token, member.id, '99999999.99', requestId);
    expect(asked.body.value).toMatchObject({ status: 'PENDING_APPROVAL' });
    const adjustmentId: string = asked.body.value.adjustmentId;
    expect(await balance(member.token)).toBe('0.00');
    // A retry of the same request is the same request.
    const replay = await adjust(first.token, member.id, '99999999.99', requestId);
    expect(replay.body.value).toEqual(asked.body.value);

    const queue = (await api(t, 'GET', '/ops/api/queue', { token: second.token })).body.value;
    expect(queue.adjustments.find((row: { id: string }) => row.id === adjustmentId)).toMatchObject({
      amount: '99999999.99',
      reason: 'Large goodwill credit',
      requestedBy: first.username,
    });

    const approved = await api(t, 'POST', `/ops/api/adjustments/${adjustmentId}/approve`, {
      token: second.token,
    });
    expect(approved.body.value).toMatchObject({ status: 'POSTED', balance: '99999999.99' });
    expect(await balance(member.token)).toBe('99999999.99');
    const again = await api(t, 'POST', `/ops/api/adjustments/${adjustmentId}/approve`, {
      token: second.token,
    });
    expect(again.response.statusCode).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    expect(await balance(member.token)).toBe('99999999.99');
    expect((await auditOf(adjustmentId)).map((row) => [row.action, row.operator_id])).toEqual([
      ['ADJUSTMENT_REQUEST', first.id],
      ['ADJUSTMENT_APPROVE', second.id],
    ]);
    // Take it back the same way.
    const back = await adjust(first.token, member.id, '-99999999.99');
    expect(back.body.value.status).toBe('PENDING_APPROVAL');
    await api(t, 'POST', `/ops/api/adjustments/${back.body.value.adjustmentId}/approve`, {
      token: second.token,
    });
    expect(await balance(member.token)).toBe('0.00');
  });

  it('issue 11.6: the operator who asked cannot approve their own adjustment', async () => {
    const member = await newMember();
    const asked = await adjust(first.token, member.id, '10000.01');
    expect(asked.body.value.status).toBe('PENDING_APPROVAL');
    const own = await api(t, 'POST', `/ops/api/adjustments/${asked.body.value.adjustmentId}/approve`, {
      token: first.token,
    });
    expect(own.response.statusCode).toBe(409);
    expect(own.body.code).toBe('SECOND_APPROVER_REQUIRED');
    expect(await balance(member.token)).toBe('0.00');
    // At the threshold itself one operator is enough.
    const small = await adjust(first.token, member.id, '10000.00');
    expect(small.body.value).toMatchObject({ status: 'POSTED', balance: '10000.00' });
  });

  it('issue 11.6: a rejection records its reason and moves nothing', async () => {
    const member = await newMember();
    const asked = await adjust(first.token, member.id, '20000.00');
    const id: string = asked.body.value.adjustmentId;
    const noReason = await api(t, 'POST', `/ops/api/adjustments/${id}/reject`, {
      token: second.token,
      payload: { reason: '' },
    });
    expect(noReason.body.code).toBe('VALIDATION_FAILED');
    const rejected = await api(t, 'POST', `/ops/api/adjustments/${id}/reject`, {
      token: second.token,
      payload: { reason: 'No ticket for this credit' },
    });
    expect(rejected.body.success).toBe(true);
    const approve = await api(t, 'POST', `/ops/api/adjustments/${id}/approve`, { token: second.token });
    expect(approve.body.code).toBe('INVALID_STATE');
    expect(await balance(member.token)).toBe('0.00');
    const [row] = await t.database.query<{ status: string; reject_reason: string }>(
      'select status, reject_reason from balance_adjustments where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'REJECTED', reject_reason: 'No ticket for this credit' });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'ADJUSTMENT_REQUEST',
      'ADJUSTMENT_REJECT',
    ]);
  });

  it('issue 11.6: splitting a large credit into small ones does not avoid the second operator', async () => {
    const splitter = await enrolledOperator(t);
    const member = await newMember();
    const answers = [];
    for (let part = 0; part < 6; part++)
      answers.push((await adjust(splitter.token, member.id, '9999.00')).body);
    // ¥50,000.00 a day single-handed: the sixth part waits for a colleague.
    expect(answers.map((answer) => answer.value.status)).toEqual([
      'POSTED',
      'POSTED',
      'POSTED',
      'POSTED',
      'POSTED',
      'PENDING_APPROVAL',
    ]);
    expect(await balance(member.token)).toBe('49995.00');
  });

  it('issue 11.6: two operators approving at once move the money once', async () => {
    const third = await enrolledOperator(t);
    const member = await newMember();
    for (let round = 0; round < 5; round++) {
      const asked = await adjust(first.token, member.id, '15000.00');
      const id: string = asked.body.value.adjustmentId;
      const answers = await Promise.all(
        [second, third, second, third].map((operator) =>
          api(t, 'POST', `/ops/api/adjustments/${id}/approve`, { token: operator.token }),
        ),
      );
      expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.code === 'INVALID_STATE')).toHaveLength(3);
    }
    expect(await balance(member.token)).toBe('75000.00');
    const [count] = await t.database.query<{ count: bigint }>(
      `select count(*) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
       join ledger_accounts a on a.id = e.account_id where a.member_id = $1 and t.kind = 'ADJUSTMENT'`,
      [member.id],
    );
    expect(count?.count).toBe(5n);
  });
});
