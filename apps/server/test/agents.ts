import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, loginToken, MEMBER_PASSWORD } from './accounts';
import type { TestContext } from './build-app';

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
