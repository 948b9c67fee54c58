import { randomBytes, randomUUID } from 'node:crypto';
import { totpAt } from '../src/security/totp';
import { base32Decode } from './operators';

/** Helpers of the fault tests (RELIABILITY.md F1, F7): they drive a real server process over HTTP only. */

/** A small seeded generator, so a failing seed can be replayed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

export async function registerPlayers(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const username = `fault${randomBytes(4).toString('hex')}`;
    const response = await fetch(`${url}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'Fault7Harbor29',
        confirmPassword: 'Fault7Harbor29',
        termsAccepted: true,
      }),
    });
    tokens.push(((await response.json()) as { value: { token: string } }).value.token);
  }
  return tokens;
}

/** The seeded operator's first login over HTTP: the forced password change and the authenticator set-up. */
async function operatorToken(url: string): Promise<string> {
  const call = async (path: string, body: unknown, token?: string) =>
    (await (
      await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json()) as {
      success: boolean;
      value: { token: string; mustChangePassword: boolean; mustEnrolTotp: boolean; secret: string };
    };
  const first = await call('/ops/api/session/login', { username: 'operator', password: 'Operator2026' });
  const { token } = first.value;
  if (first.value.mustChangePassword) {
    await call(
      '/ops/api/session/password',
      { oldPassword: 'Operator2026', newPassword: 'Fault-Operator-2026' },
      token,
    );
  }
  if (first.value.mustEnrolTotp) {
    const setup = await call('/ops/api/session/totp/setup', {}, token);
    const code = totpAt(base32Decode(setup.value.secret), Math.floor(Date.now() / 1000));
    await call('/ops/api/session/totp/enable', { code }, token);
  }
  return token;
}

/** Each player gets 100.00 the way an operator gives it: an adjustment through the console API. */
export async function fundPlayers(url: string, tokens: string[]): Promise<void> {
  const operator = await operatorToken(url);
  for (const token of tokens) {
    const info = (await (
      await fetch(`${url}/wps/member/info`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      value: { id: string };
    };
    await fetch(`${url}/ops/api/members/${info.value.id}/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: JSON.stringify({ amount: '100.00', reason: 'Fault test funds', requestId: randomUUID() }),
    });
  }
}
