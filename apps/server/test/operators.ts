import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '../src/security/passwords';
import { totpAt } from '../src/security/totp';
import { api } from './accounts';
import type { TestContext } from './build-app';

/** An operator of one test, with what its authenticator app would know. */
export type TestOperator = {
  id: bigint;
  username: string;
  password: string;
  /** The authenticator secret, once set up. */
  secret: Buffer | null;
  /** The last 30-second step whose code this operator used: the server accepts each step once (RFC 6238 §5.2). */
  lastStep: number;
};

const STEP_MS = 30_000;

/** A fresh operator, written the way the seed writes operators, not yet enrolled in TOTP. */
export async function newOperator(
  t: TestContext,
  { mustChangePassword = false }: { mustChangePassword?: boolean } = {},
): Promise<TestOperator> {
  const username = `op${randomBytes(4).toString('hex')}`;
  const password = `Operator-${randomBytes(3).toString('hex')}-9`;
  const [row] = await t.database.query<{ id: bigint }>(
    `insert into operators (username, password_hash, role, must_change_password) values ($1, $2, 'OPERATOR', $3)
     returning id`,
    [username, await hashPassword(password), mustChangePassword],
  );
  if (!row) throw new Error('insert into operators returned nothing');
  return { id: row.id, username, password, secret: null, lastStep: 0 };
}

/**
 * A code of a step this operator has not used yet: the current step, or the next one (the server allows one step
 * of drift), waiting for time to move on when both are spent.
 */
export async function nextCode(operator: TestOperator): Promise<string> {
  if (!operator.secret) throw new Error(`${operator.username} has no authenticator`);
  for (;;) {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(operator.lastStep + 1, current);
    if (step <= current + 1) {
      operator.lastStep = step;
      return totpAt(operator.secret, step * 30);
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 20));
  }
}

/** Sets up the authenticator of a logged-in operator through the console API, as the enrolment page does. */
export async function enrol(t: TestContext, operator: TestOperator, token: string): Promise<void> {
  const setup = await api(t, 'POST', '/ops/api/session/totp/setup', { token });
  expect(setup.body.success, JSON.stringify(setup.body)).toBe(true);
  operator.secret = base32Decode(setup.body.value.secret);
  const enabled = await api(t, 'POST', '/ops/api/session/totp/enable', {
    token,
    payload: { code: await nextCode(operator) },
  });
  expect(enabled.body.success, JSON.stringify(enabled.body)).toBe(true);
}

/**
 * Logs an operator in with password and a fresh code; at the first login, changes the password when told to and
 * sets up the authenticator.
 */
export async function operatorLogin(
  t: TestContext,
  operator: TestOperator,
  ip = '198.51.100.20',
): Promise<string> {
  const code = operator.secret ? await nextCode(operator) : undefined;
  const answer = await api(t, 'POST', '/ops/api/session/login', {
    ip,
    payload: { username: operator.username, password: operator.password, ...(code ? { code } : {}) },
  });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  const token: string = answer.body.value.token;
  if (answer.body.value.mustChangePassword) {
    const newPassword = `${operator.password}-Changed1`;
    const changed = await api(t, 'POST', '/ops/api/session/password', {
      token,
      payload: { oldPassword: operator.password, newPassword },
    });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    operator.password = newPassword;
  }
  if (answer.body.value.mustEnrolTotp) await enrol(t, operator, token);
  return token;
}

/** An operator with an authenticator and a session: the state every console test starts from. */
export async function enrolledOperator(t: TestContext): Promise<TestOperator & { token: string }> {
  const operator = await newOperator(t);
  const token = await operatorLogin(t, operator);
  return Object.assign(operator, { token });
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** What an authenticator app does with the text secret. */
export function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${text}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) {
    bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  }
  return Buffer.from(bytes);
}
