import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { captchaAnswerHash } from '../src/modules/verification/captchas';
import type { TestContext } from './build-app';

export const DEMO_PASSWORD = 'Demo2026';
/** The password of members the tests register: strong enough for the password policy (issue 11.7). */
export const MEMBER_PASSWORD = 'Luck8Spin42';

export type Call = {
  response: LightMyRequestResponse;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
};

export type CallOptions = {
  ip?: string;
  token?: string;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** One API call through `inject`, from a given address, with an optional bearer token. */
export async function api(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { ip = '198.51.100.10', token, payload, headers = {} }: CallOptions = {},
): Promise<Call> {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { response, body: response.body ? response.json() : undefined };
}

/** A captcha whose answer the test knows, stored exactly as the server stores one it drew. */
export async function solvedCaptcha(
  t: TestContext,
  ip = '198.51.100.10',
): Promise<{ captchaId: string; captcha: string }> {
  const captchaId = randomBytes(18).toString('base64url');
  await t.database.query(
    `insert into captchas (id, answer_hash, ip, expires_at) values ($1, $2, $3, now() + interval '5 minutes')`,
    [captchaId, captchaAnswerHash(captchaId, 'KXH7P'), ip],
  );
  return { captchaId, captcha: 'kxh7p' };
}

/** The newest message the outbox holds for a destination. */
export async function lastMessage(
  t: TestContext,
  destination: string,
): Promise<{ body: string; subject: string | null } | undefined> {
  const [row] = await t.database.query<{ body: string; subject: string | null }>(
    'select body, subject from outbox where destination = $1 order by id desc limit 1',
    [destination],
  );
  return row;
}

export async function lastCode(t: TestContext, destination: string): Promise<string> {
  const message = await lastMessage(t, destination);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${destination}: ${message?.body}`);
  return code;
}

export async function login(
  t: TestContext,
  username: string,
  password = DEMO_PASSWORD,
  ip = '198.51.100.10',
  extra: Record<string, unknown> = {},
): Promise<Call> {
  return api(t, 'POST', '/wps/session/login', { ip, payload: { username, password, ...extra } });
}

export async function loginToken(
  t: TestContext,
  username: string,
  password = DEMO_PASSWORD,
  ip = '198.51.100.10',
): Promise<string> {
  const { body } = await login(t, username, password, ip);
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, value: { status: 'OK' } });
  return body.value.token;
}

let counter = 0;
/** A registration payload that passes the demo brand's rules. */
export function newRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  const username = `tester${Date.now().toString(36).slice(-5)}${counter}`;
  return {
    username,
    password: MEMBER_PASSWORD,
    confirmPassword: MEMBER_PASSWORD,
    termsAccepted: true,
    login: true,
    ...overrides,
  };
}
