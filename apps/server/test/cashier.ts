import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, newRegistration } from './accounts';
import type { TestContext } from './build-app';
import { operatorLogin, type TestOperator } from './operators';

export const OPERATOR_PASSWORD = 'Operator2026';

const tokens = new WeakMap<TestContext, Map<string, string>>();
const demoOperators = new WeakMap<TestContext, Map<string, TestOperator>>();

/**
 * A session of a demo operator that has gone through the first login (password change, authenticator set-up),
 * one per app and operator.
 */
export async function operatorToken(t: TestContext, username: 'operator' | 'reviewer'): Promise<string> {
  const known = tokens.get(t)?.get(username);
  if (known) return known;
  const operators = demoOperators.get(t) ?? new Map<string, TestOperator>();
  demoOperators.set(t, operators);
  const operator = operators.get(username) ?? {
    id: 0n,
    username,
    password: OPERATOR_PASSWORD,
    secret: null,
    lastStep: 0,
  };
  operators.set(username, operator);
  const token = await operatorLogin(t, operator);
  tokens.set(t, (tokens.get(t) ?? new Map()).set(username, token));
  return token;
}

export type Player = { token: string; username: string };

/** A fresh member with a real name, as cashier flows need. */
export async function newCashierPlayer(t: TestContext, realName = 'Le Van Tam'): Promise<Player> {
  const payload = newRegistration({ payeeName: realName });
  const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
  return { token: body.value.token, username: String(payload.username) };
}

export async function channelId(
  t: TestContext,
  token: string,
  kind: 'BANK_TRANSFER' | 'ONLINE',
): Promise<string> {
  const { body } = await api(t, 'GET', '/wps/cashier/deposit/channels', { token });
  return body.value.find((channel: { kind: string }) => channel.kind === kind).id;
}

/** A bank-transfer deposit confirmed by an operator. */
export async function deposit(t: TestContext, player: Player, amount: string): Promise<string> {
  const created = await api(t, 'POST', '/wps/cashier/deposits', {
    token: player.token,
    payload: {
      channelId: await channelId(t, player.token, 'BANK_TRANSFER'),
      amount,
      requestId: randomUUID(),
      payerReference: 'REF-1',
    },
  });
  const operator = await operatorToken(t, 'operator');
  const confirmed = await api(t, 'POST', `/ops/api/deposits/${created.body.value.id}/confirm`, {
    token: operator,
  });
  expect(confirmed.body.success, JSON.stringify(confirmed.body)).toBe(true);
  return created.body.value.id;
}

export async function balanceOf(
  t: TestContext,
  token: string,
): Promise<{ balance: string; held: string; available: string }> {
  return (await api(t, 'GET', '/wps/v2/wallets/balance', { token })).body.value;
}

/** The member's platform messages, newest first: each one's kind and parameters. */
export async function messagesOf(
  t: TestContext,
  player: Player,
): Promise<{ kind: string; params: Record<string, string> }[]> {
  const { body } = await api(t, 'GET', '/wps/member/messages?pageNo=1&pageSize=50', { token: player.token });
  return body.value.content.map((message: { kind: string; params: Record<string, string> }) => ({
    kind: message.kind,
    params: message.params,
  }));
}
