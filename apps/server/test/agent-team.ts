import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, DEMO_PASSWORD, loginToken, MEMBER_PASSWORD } from './accounts';
import { insertAgent, registerUnder } from './agents';
import type { TestContext } from './build-app';
import { deposit, operatorToken } from './cashier';
import { memberId } from './money';
import { launch, playRound } from './vendor';

// A hand-computed team, played through the real paths, for the agent reports' tests (decision 0028).
//
//   house ─ A (agent) ─┬─ B (agent) ─┬─ C (agent) ─ p3
//                      │             └─ p2
//                      └─ p1
//   house ─ S (agent) ─ q                (a sibling team: never in A's figures)
//
// Day 1 is the brand's day in UTC-12, day 2 its day in UTC+14 (one or two days later): moving the brand's time zone
// between the two halves puts real movements on two brand days, and makes day 1 a past day.
//
// Day 1: p1 deposits 300.00 (first) and plays 300.00 for 315.00; p2 deposits 200.00 (first) and loses 30.00;
//        q (sibling) deposits 500.00 and loses 50.00. A, B, C, S, p1, p2, q register.
// Day 2: p3 registers, deposits 100.00 (first) and plays 5.00 for 5.00; p2 deposits 150.00 and plays 20.00 for
//        40.00; p1 sends 20.00 to A and withdraws 100.00 (paid).

export type HandTeam = {
  day: { one: string; two: string };
  /** Session tokens by name (A, B, p1) and by account; `p1Account` and friends name the players. */
  token: Record<string, string>;
  agentA: bigint;
};

async function brandDay(t: TestContext, timeZone: string): Promise<string> {
  await t.change('update site_settings set time_zone = $1', [timeZone]);
  const [row] = await t.database.query<{ today: string }>(
    "select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as today",
    [timeZone],
  );
  return row?.today ?? '';
}

async function withdraw(t: TestContext, member: string, amount: string) {
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

/** Builds the team above in the test app; call once per file, before anything else changes the brand's zone. */
export async function buildHandTeam(t: TestContext): Promise<HandTeam> {
  const token: Record<string, string> = {};
  const player = async (name: string, code: string) => {
    const registered = await registerUnder(t, code);
    token[name] = registered.token;
    token[`${name}Account`] = registered.account;
    return registered.account;
  };
  const round = async (name: string, stake: bigint, payout: bigint) =>
    playRound(t, await launch(t, token[name] ?? ''), stake, payout);
  const pay = (name: string, amount: string) =>
    deposit(t, { token: token[name] ?? '', username: token[`${name}Account`] ?? '' }, amount);

  const one = await brandDay(t, 'Etc/GMT+12');
  const house = await memberId(t, 'house');
  const agentA = await insertAgent(t, 'teamagenta', 'TEAMA', house);
  const agentB = await insertAgent(t, 'teamagentb', 'TEAMB', agentA);
  await insertAgent(t, 'teamagentc', 'TEAMC', agentB);
  await insertAgent(t, 'siblingagent', 'TEAMS', house);
  token.A = await loginToken(t, 'teamagenta', DEMO_PASSWORD);
  token.B = await loginToken(t, 'teamagentb', DEMO_PASSWORD);
  await player('p1', 'TEAMA');
  await player('p2', 'TEAMB');
  await player('q', 'TEAMS');
  await pay('p1', '300.00');
  await round('p1', 30_000n, 31_500n);
  await pay('p2', '200.00');
  await round('p2', 3_000n, 0n);
  await pay('q', '500.00');
  await round('q', 5_000n, 0n);

  const two = await brandDay(t, 'Etc/GMT-14');
  await player('p3', 'TEAMC');
  await pay('p2', '150.00');
  await round('p2', 2_000n, 4_000n);
  await pay('p3', '100.00');
  await round('p3', 500n, 500n);
  await api(t, 'POST', '/wps/member/payment-password', {
    token: token.p1,
    payload: { password: MEMBER_PASSWORD, paymentPassword: '246810', confirmPaymentPassword: '246810' },
  });
  const sent = await api(t, 'POST', '/wps/cashier/transfer-upline', {
    token: token.p1,
    payload: { amount: '20.00', paymentPassword: '246810', requestId: randomUUID() },
  });
  expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
  await withdraw(t, token.p1 ?? '', '100.00');
  return { day: { one, two }, token, agentA };
}
