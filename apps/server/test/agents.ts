import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { insertMember } from '../src/modules/member/queries';
import { api, loginToken, MEMBER_PASSWORD, newRegistration } from './accounts';
import type { TestContext } from './build-app';

/** An agent (type 1) under `uplineId` with an invitation code, whose password is the demo one (agent01's hash). */
export async function insertAgent(
  t: TestContext,
  account: string,
  code: string,
  uplineId: bigint,
): Promise<bigint> {
  const [row] = await t.database.query<{ password_hash: string }>(
    "select password_hash from members where account = 'agent01'",
  );
  return t.database.transaction((tx) =>
    insertMember(tx, {
      account,
      type: 1,
      passwordHash: row?.password_hash ?? '',
      uplineId,
      affiliateCode: code,
    }),
  );
}

/** A player registered through the API with an agent's invitation code: its account and session token. */
export async function registerUnder(
  t: TestContext,
  code: string,
  extra: Record<string, unknown> = {},
): Promise<{ account: string; token: string }> {
  const payload = newRegistration({ affiliateCode: code, payeeName: 'Tran Van An', ...extra });
  const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { account: String(payload.username), token: body.value.token };
}

/** The password an agent gives the accounts it opens in these tests (changed at their first login). */
export const AGENT_CHOSEN_PASSWORD = 'Tiger7Lotus93';
export const PAYMENT_PASSWORD = '246810';

export type Downline = { id: string; account: string; token: string };

let counter = 0;

/**
 * A player (type 0) or sub-agent (type 1) opened by an agent through registerCenter, past its forced password
 * change, logged in, and with a payment password.
 */
export async function openDownline(t: TestContext, agentToken: string, type: 0 | 1): Promise<Downline> {
  counter++;
  const account = `dl${randomUUID().slice(0, 6)}${counter}`;
  const created = await api(t, 'POST', '/wps/agent/downlines', {
    token: agentToken,
    payload: {
      type,
      username: account,
      password: AGENT_CHOSEN_PASSWORD,
      confirmPassword: AGENT_CHOSEN_PASSWORD,
    },
  });
  expect(created.body.success, JSON.stringify(created.body)).toBe(true);
  const forced = await loginToken(t, account, AGENT_CHOSEN_PASSWORD);
  const changed = await api(t, 'POST', '/wps/member/password', {
    token: forced,
    payload: {
      oldPassword: AGENT_CHOSEN_PASSWORD,
      newPassword: MEMBER_PASSWORD,
      confirmNewPassword: MEMBER_PASSWORD,
    },
  });
  expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
  const token = changed.body.value.token;
  await setPaymentPassword(t, token, MEMBER_PASSWORD);
  return { id: created.body.value.id, account, token };
}

export async function setPaymentPassword(
  t: TestContext,
  token: string,
  loginPassword: string,
): Promise<void> {
  const set = await api(t, 'POST', '/wps/member/payment-password', {
    token,
    payload: {
      password: loginPassword,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect(set.body.success, JSON.stringify(set.body)).toBe(true);
}

export function transferToDownline(
  t: TestContext,
  token: string,
  downlineId: string,
  amount: string,
  requestId: string = randomUUID(),
  paymentPassword = PAYMENT_PASSWORD,
) {
  return api(t, 'POST', '/wps/agent/transfer-downline', {
    token,
    payload: { downlineId, amount, paymentPassword, requestId },
  });
}

export function transferToUpline(t: TestContext, token: string, amount: string) {
  return api(t, 'POST', '/wps/cashier/transfer-upline', {
    token,
    payload: { amount, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() },
  });
}
