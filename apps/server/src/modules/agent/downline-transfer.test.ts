import { randomUUID } from 'node:crypto';
import { formatAmount } from '@playhall/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, loginToken, newRegistration } from '../../../test/accounts';
import {
  type Downline,
  openDownline,
  setPaymentPassword,
  transferToDownline,
  transferToUpline,
} from '../../../test/agents';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { mainBalance, memberId } from '../../../test/money';
import { checkInvariants } from '../ledger/invariants';

// Transfer to a direct downline (issue 13): S5 payment password, idempotent request ids, S8 team scope.
let t: TestContext;
let agent: string;
let child: Downline;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await loginToken(t, 'agent01');
  await setPaymentPassword(t, agent, DEMO_PASSWORD);
  child = await openDownline(t, agent, 0);
});
afterAll(async () => t.close());

async function balance(account: string): Promise<bigint> {
  return (await mainBalance(t, account)).balance;
}

async function ledgerCount(): Promise<bigint> {
  const [row] = await t.database.query<{ count: bigint }>('select count(*) from ledger_transactions');
  return row?.count ?? 0n;
}

describe('transfer to a direct downline', () => {
  it('moves the money, shows on both account records and messages the downline', async () => {
    const before = await balance('agent01');
    const sent = await transferToDownline(t, agent, child.id, '125.50');
    expect(sent.response.statusCode, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.value).toMatchObject({ downlineAccount: child.account, amount: '125.50' });
    expect(await balance('agent01')).toBe(before - 12_550n);
    expect(await balance(child.account)).toBe(12_550n);
    expect(sent.body.value.balance).toBe(formatAmount(before - 12_550n));

    const record = (token: string) =>
      api(t, 'GET', '/wps/member/transactions?type=TRANSFER_DOWNLINE', { token });
    const [agentRow] = (await record(agent)).body.value.content;
    expect(agentRow).toMatchObject({ type: 'TRANSFER_DOWNLINE', wallet: 'MAIN', amount: '-125.50' });
    const [childRow] = (await record(child.token)).body.value.content;
    expect(childRow).toMatchObject({ type: 'TRANSFER_DOWNLINE', wallet: 'MAIN', amount: '125.50' });

    // The team figures (decision 0028) move with the money, in the same transaction.
    const [figures] = await t.database.query<{ transfers_in: bigint }>(
      'select sum(transfers_in)::bigint as transfers_in from member_daily_money where member_id = $1',
      [child.id],
    );
    expect(figures?.transfers_in).toBe(12_550n);

    const messages = (await api(t, 'GET', '/wps/member/messages', { token: child.token })).body.value.content;
    expect(messages[0]).toMatchObject({
      kind: 'TRANSFER_FROM_UPLINE',
      params: { amount: '125.50', from: 'agent01' },
      read: false,
    });
  });

  it('posts once for a request id sent twice, answers the same, and refuses the id for another transfer', async () => {
    const requestId = randomUUID();
    const first = await transferToDownline(t, agent, child.id, '10.00', requestId);
    // Money moves in between: the replay still answers the balance right after the first transfer.
    await transferToDownline(t, agent, child.id, '1.00');
    const count = await ledgerCount();
    const childBalance = await balance(child.account);
    const again = await transferToDownline(t, agent, child.id, '10.00', requestId);
    expect(again.response.statusCode).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect(await transferToDownline(t, agent, child.id, '10.00', requestId)).toMatchObject({
      body: again.body,
    });
    expect(await ledgerCount()).toBe(count);
    expect(await balance(child.account)).toBe(childBalance);
    const [messages] = await t.database.query<{ count: bigint }>(
      `select count(*) from member_messages where member_id = $1 and params->>'amount' = '10.00'`,
      [child.id],
    );
    expect(messages?.count).toBe(1n);

    const other = await openDownline(t, agent, 1);
    for (const [downlineId, amount] of [
      [child.id, '11.00'],
      [other.id, '10.00'],
    ] as const) {
      const reused = await transferToDownline(t, agent, downlineId, amount, requestId);
      expect(reused.response.statusCode).toBe(409);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await ledgerCount()).toBe(count);
  });

  it('refuses a sibling, an upline, a stranger, a grandchild and a sibling’s downline, and moves nothing', async () => {
    const agent02 = await loginToken(t, 'agent02');
    await setPaymentPassword(t, agent02, DEMO_PASSWORD);
    const grandchild = await openDownline(t, agent02, 0);
    const otherSub = await openDownline(t, agent, 1);
    const cousin = await openDownline(t, otherSub.token, 0);
    const stranger = newRegistration();
    await api(t, 'PUT', '/wps/member/register', { payload: stranger });
    const count = await ledgerCount();
    const cases: [string, string, string][] = [
      ['agent01 to a grandchild', agent, grandchild.id],
      ['agent02 to its upline', agent02, (await memberId(t, 'agent01')).toString()],
      ['agent02 to a sibling', agent02, (await memberId(t, 'player01')).toString()],
      ['agent02 to a sibling’s downline', agent02, cousin.id],
      ['agent02 to a stranger', agent02, (await memberId(t, String(stranger.username))).toString()],
      ['agent02 to itself', agent02, (await memberId(t, 'agent02')).toString()],
      ['agent02 to nobody', agent02, '999999999'],
    ];
    for (const [name, token, downlineId] of cases) {
      const refused = await transferToDownline(t, token, downlineId, '1.00');
      expect(refused.response.statusCode, name).toBe(404);
      expect(refused.body.code, name).toBe('NOT_IN_TEAM');
    }
    expect(await ledgerCount()).toBe(count);
  });

  it('refuses players and trial users: no agent call for them', async () => {
    const refused = await transferToDownline(t, child.token, child.id, '1.00');
    expect(refused.response.statusCode).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const trial = await api(t, 'POST', '/wps/session/login/freeplay', { payload: {}, ip: '198.51.100.31' });
    const asTrial = await transferToDownline(t, trial.body.value.token, child.id, '1.00');
    expect(asTrial.body.code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('refuses more than the balance, bad amounts and a wrong payment password', async () => {
    const poor = await openDownline(t, agent, 1);
    const target = await openDownline(t, poor.token, 0);
    const count = await ledgerCount();
    const over = await transferToDownline(t, poor.token, target.id, '0.01');
    expect(over.response.statusCode).toBe(409);
    expect(over.body.code).toBe('INSUFFICIENT_FUNDS');
    for (const amount of ['0', '0.00', '-5.00', '1.234', 'ten', '', '1e3']) {
      const bad = await transferToDownline(t, agent, child.id, amount);
      expect(bad.response.statusCode, amount).toBe(400);
      expect(bad.body.code, amount).toBe('VALIDATION_FAILED');
    }
    const wrong = await transferToDownline(t, agent, child.id, '1.00', randomUUID(), '000000');
    expect(wrong.body.code).toBe('WRONG_PAYMENT_PASSWORD');
    const badId = await transferToDownline(t, agent, child.id, '1.00', 'short');
    expect(badId.response.statusCode).toBe(400);
    expect(await ledgerCount()).toBe(count);
  });

  it('refuses a locked downline with DOWNLINE_LOCKED', async () => {
    const locked = await openDownline(t, agent, 0);
    await t.database.query(`update members set status = 'LOCKED' where id = $1`, [locked.id]);
    const count = await ledgerCount();
    const refused = await transferToDownline(t, agent, locked.id, '1.00');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body.code).toBe('DOWNLINE_LOCKED');
    expect(await ledgerCount()).toBe(count);
    expect((await checkInvariants(t.database)).filter((result) => result.violations > 0)).toEqual([]);
  });
});

// PGlite runs one connection in one process: it cannot race, so C3 runs on PostgreSQL (ARCHITECTURE.md §2).
describe.runIf(process.env.DATABASE_URL)('transfers between an agent and its sub-agent on PostgreSQL', () => {
  it('C3: both directions at once end with exact balances, no deadlock reaches a client, invariants hold', async () => {
    const sub = await openDownline(t, agent, 1);
    const seeded = await transferToDownline(t, agent, sub.id, '100.00');
    expect(seeded.response.statusCode).toBe(200);
    const agentBefore = await balance('agent01');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? transferToDownline(t, agent, sub.id, '1.00')
          : transferToUpline(t, sub.token, '1.00'),
      ),
    );
    const statuses = answers.map((answer) => answer.response.statusCode);
    expect(
      statuses,
      JSON.stringify(answers.find((answer) => answer.response.statusCode !== 200)?.body),
    ).toEqual(Array(40).fill(200));
    expect(await balance('agent01')).toBe(agentBefore);
    expect(await balance(sub.account)).toBe(10_000n);
    expect((await checkInvariants(t.database)).filter((result) => result.violations > 0)).toEqual([]);
  });
});
