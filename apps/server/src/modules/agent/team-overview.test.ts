import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, loginToken, MEMBER_PASSWORD } from '../../../test/accounts';
import { insertAgent, registerUnder } from '../../../test/agents';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { deposit, operatorToken } from '../../../test/cashier';
import { memberId } from '../../../test/money';
import { launch, playRound } from '../../../test/vendor';

// A hand-computed team, played through the real paths, then read back through the report (decision 0028).
//
//   house ─ A (agent) ─┬─ B (agent) ─┬─ C (agent) ─ p3
//                      │             └─ p2
//                      └─ p1
//   house ─ S (agent) ─ q                (a sibling team: never in A's figures)
//
// Day 1 is the brand's day in UTC-12, day 2 its day in UTC+14 (one or two days later): moving the brand's time zone
// between the two halves puts real movements on two brand days, and makes day 1 a past day.

let t: TestContext;
const day = { one: '', two: '' };
const token: Record<string, string> = {};
let agentA = 0n;

const agent = (account: string, code: string, upline: bigint) => insertAgent(t, account, code, upline);

async function player(code: string): Promise<string> {
  const { account, token: session } = await registerUnder(t, code);
  token[account] = session;
  return account;
}

async function brandDay(timeZone: string): Promise<string> {
  await t.change('update site_settings set time_zone = $1', [timeZone]);
  const [row] = await t.database.query<{ today: string }>(
    "select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as today",
    [timeZone],
  );
  return row?.today ?? '';
}

const round = async (account: string, stake: bigint, payout: bigint) =>
  playRound(t, await launch(t, token[account] ?? ''), stake, payout);

async function withdraw(account: string, amount: string) {
  const member = token[account] ?? '';
  const bank = await api(t, 'POST', '/wps/cashier/bank-accounts', {
    token: member,
    payload: {
      bankName: 'Vietcombank',
      accountNumber: '0123456789012',
      accountName: 'Tran Van An',
      password: MEMBER_PASSWORD,
    },
  });
  const created = await api(t, 'POST', '/wps/cashier/withdrawals', {
    token: member,
    payload: {
      bankAccountId: bank.body.value.id,
      amount,
      paymentPassword: '246810',
      requestId: randomUUID(),
    },
  });
  expect(created.body.success, JSON.stringify(created.body)).toBe(true);
  const operator = await operatorToken(t, 'operator');
  for (const action of ['approve', 'disburse']) {
    const step = await api(t, 'POST', `/ops/api/withdrawals/${created.body.value.id}/${action}`, {
      token: operator,
    });
    expect(step.body.success, JSON.stringify(step.body)).toBe(true);
  }
}

const overview = async (as: string, startDate: string, endDate: string) => {
  await runJob(t, 'team-rollup');
  return api(t, 'GET', `/wps/agent/team/overview?startDate=${startDate}&endDate=${endDate}`, { token: as });
};

beforeAll(async () => {
  t = await buildTestApp();
  day.one = await brandDay('Etc/GMT+12');
  const house = await memberId(t, 'house');
  agentA = await agent('teamagenta', 'TEAMA', house);
  const agentB = await agent('teamagentb', 'TEAMB', agentA);
  await agent('teamagentc', 'TEAMC', agentB);
  await agent('siblingagent', 'TEAMS', house);
  token.A = await loginToken(t, 'teamagenta', DEMO_PASSWORD);
  token.B = await loginToken(t, 'teamagentb', DEMO_PASSWORD);
  const p1 = await player('TEAMA');
  const p2 = await player('TEAMB');
  const q = await player('TEAMS');
  token.p1 = token[p1] ?? '';
  await deposit(t, { token: token[p1] ?? '', username: p1 }, '300.00');
  await round(p1, 30_000n, 31_500n);
  await deposit(t, { token: token[p2] ?? '', username: p2 }, '200.00');
  await round(p2, 3_000n, 0n);
  await deposit(t, { token: token[q] ?? '', username: q }, '500.00');
  await round(q, 5_000n, 0n);

  day.two = await brandDay('Etc/GMT-14');
  const p3 = await player('TEAMC');
  await deposit(t, { token: token[p2] ?? '', username: p2 }, '150.00');
  await round(p2, 2_000n, 4_000n);
  await deposit(t, { token: token[p3] ?? '', username: p3 }, '100.00');
  await round(p3, 500n, 500n);
  await api(t, 'POST', '/wps/member/payment-password', {
    token: token[p1],
    payload: { password: MEMBER_PASSWORD, paymentPassword: '246810', confirmPaymentPassword: '246810' },
  });
  const sent = await api(t, 'POST', '/wps/cashier/transfer-upline', {
    token: token[p1],
    payload: { amount: '20.00', paymentPassword: '246810', requestId: randomUUID() },
  });
  expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
  await withdraw(p1, '100.00');
}, 120_000);

afterAll(() => t.close());

describe('team overview', () => {
  it('adds up a past day of the team, direct downlines apart, and leaves a sibling team out', async () => {
    const { body } = await overview(token.A ?? '', day.one, day.one);
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value.teamSize).toEqual({ direct: 2, team: 5 });
    expect(body.value.team).toMatchObject({
      newMembers: 4,
      activeMembers: 2,
      firstDepositors: 2,
      depositCount: 2,
      deposits: '500.00',
      withdrawals: '0.00',
      betCount: 2,
      validBet: '330.00',
      payout: '315.00',
      playerProfit: '-15.00',
    });
    expect(body.value.direct).toMatchObject({
      newMembers: 2,
      activeMembers: 1,
      firstDepositors: 1,
      deposits: '300.00',
      validBet: '300.00',
      payout: '315.00',
      playerProfit: '15.00',
    });
    expect(body.value.income).toEqual({ transfersIn: '0.00', total: '0.00' });
  });

  it('adds up today: deposits, bets, a withdrawal and the agent’s income from a transfer', async () => {
    const { body } = await overview(token.A ?? '', day.two, day.two);
    expect(body.value.team).toMatchObject({
      newMembers: 1,
      activeMembers: 2,
      firstDepositors: 1,
      depositCount: 2,
      deposits: '250.00',
      withdrawalCount: 1,
      withdrawals: '100.00',
      validBet: '25.00',
      payout: '45.00',
      playerProfit: '20.00',
    });
    expect(body.value.direct).toMatchObject({ activeMembers: 0, deposits: '0.00', withdrawals: '100.00' });
    expect(body.value.income).toEqual({ transfersIn: '20.00', total: '20.00' });
  });

  it('counts a member active on both sides of the brand’s midnight once, and lists every day', async () => {
    const { body } = await overview(token.A ?? '', day.one, day.two);
    expect(body.value.team).toMatchObject({
      newMembers: 5,
      activeMembers: 3,
      firstDepositors: 3,
      deposits: '750.00',
      validBet: '355.00',
      payout: '360.00',
      playerProfit: '5.00',
      withdrawals: '100.00',
    });
    const days = body.value.days as { day: string; validBet: string; activeMembers: number }[];
    expect(days[0]).toMatchObject({ day: day.one, validBet: '330.00', activeMembers: 2 });
    expect(days.at(-1)).toMatchObject({ day: day.two, validBet: '25.00', activeMembers: 2 });
    expect(days.length).toBe((Date.parse(day.two) - Date.parse(day.one)) / 86_400_000 + 1);
  });

  it('shows a sub-agent only its own team', async () => {
    const { body } = await overview(token.B ?? '', day.one, day.two);
    expect(body.value.teamSize).toEqual({ direct: 2, team: 3 });
    expect(body.value.team).toMatchObject({ deposits: '450.00', validBet: '55.00', activeMembers: 2 });
  });

  it('is refused to a player, and to a period that is backwards or too long', async () => {
    const asPlayer = await overview(token.p1 ?? '', day.one, day.two);
    expect(asPlayer.response.statusCode).toBe(403);
    const backwards = await overview(token.A ?? '', day.two, day.one);
    expect(backwards.body.code).toBe('VALIDATION_FAILED');
    const long = await overview(token.A ?? '', '2026-01-01', '2026-06-01');
    expect(long.body.code).toBe('VALIDATION_FAILED');
    const malformed = await overview(token.A ?? '', '2026-1-1', day.two);
    expect(malformed.response.statusCode).toBe(400);
  });
});
