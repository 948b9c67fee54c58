import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, login, loginToken, solvedCaptcha } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function info(token: string) {
  return api(t, 'GET', '/wps/member/info', { token });
}

describe('login by account and password', () => {
  it('opens a session whose token is long, random and stored only as its SHA-256 (S1)', async () => {
    const { body } = await login(t, 'player01');
    expect(body.value).toMatchObject({ status: 'OK', mustChangePassword: false, passwordExpired: false });
    const token: string = body.value.token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.query<{ token_hash: Uint8Array }>(
      `select s.token_hash from sessions s join members m on m.id = s.member_id where m.account = 'player01'`,
    );
    const digest = createHash('sha256').update(token).digest();
    expect(stored.some((row) => Buffer.from(row.token_hash).equals(digest))).toBe(true);
    const [leak] = await t.database.query<{ count: bigint }>(
      `select count(*) from sessions where encode(token_hash, 'escape') like $1`,
      [`%${token}%`],
    );
    expect(leak?.count).toBe(0n);
    expect((await info(token)).body.value).toMatchObject({ account: 'player01', realName: 'Demo Player' });
  });

  it('gives a new token at every login, each its own session (S2)', async () => {
    const first = await loginToken(t, 'player01');
    const second = await loginToken(t, 'player01');
    expect(first).not.toBe(second);
    expect((await info(first)).response.statusCode).toBe(200);
    expect((await info(second)).response.statusCode).toBe(200);
  });

  it('accepts the account name in any case and trims it', async () => {
    expect((await login(t, '  PLAYER01 ')).body.value.status).toBe('OK');
  });

  it('refuses requests without a valid token', async () => {
    const none = await api(t, 'GET', '/wps/member/info');
    expect(none.response.statusCode).toBe(401);
    expect(none.body.code).toBe('UNAUTHORIZED');
    const forged = await api(t, 'GET', '/wps/member/info', { token: 'x'.repeat(43) });
    expect(forged.response.statusCode).toBe(401);
    expect(forged.body.code).toBe('SESSION_EXPIRED');
  });

  it('refuses empty and oversized input without touching anything', async () => {
    const empty = await api(t, 'POST', '/wps/session/login', { payload: { username: '  ', password: '' } });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    const huge = await api(t, 'POST', '/wps/session/login', {
      payload: { username: 'a'.repeat(65), password: 'x' },
    });
    expect(huge.body.errors[0]).toMatchObject({ field: 'username', code: 'TOO_LONG' });
  });
});

describe('failed logins (A4, A6)', () => {
  const ip = '203.0.113.40';

  it('answers a wrong password and an unknown account alike, then asks for a captcha', async () => {
    const wrong = await login(t, 'agent02', 'Wrong1234', ip);
    const unknown = await login(t, 'nobody-here', 'Wrong1234', '203.0.113.41');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captchaRequired: true } });

    const again = await login(t, 'agent02', DEMO_PASSWORD, ip);
    expect(again.response.statusCode).toBe(400);
    expect(again.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
  });

  it('refuses a wrong captcha, accepts a right one, and a captcha only once', async () => {
    const { captchaId } = await solvedCaptcha(t, ip);
    const wrong = await login(t, 'agent02', DEMO_PASSWORD, ip, { captchaId, captcha: 'ZZZZZ' });
    expect(wrong.body.code).toBe('CAPTCHA_INVALID');
    const reused = await login(t, 'agent02', DEMO_PASSWORD, ip, { captchaId, captcha: 'KXH7P' });
    expect(reused.body.code).toBe('CAPTCHA_INVALID');
    const fresh = await solvedCaptcha(t, ip);
    const right = await login(t, 'agent02', DEMO_PASSWORD, ip, fresh);
    expect(right.body.value.status).toBe('OK');
  });

  it('serves captcha images drawn on the server', async () => {
    const { body, response } = await api(t, 'GET', '/wps/captcha');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.value.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.value.image.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('stops an account after 100 failures in an hour, even with the right password and captcha', async () => {
    await t.database.query(
      `insert into login_failures (account_key, ip) select 'agent01', '203.0.113.50' from generate_series(1, 100)`,
    );
    const captcha = await solvedCaptcha(t, '203.0.113.51');
    const { response, body } = await login(t, 'agent01', DEMO_PASSWORD, '203.0.113.51', captcha);
    expect(response.statusCode).toBe(429);
    expect(body.code).toBe('LOGIN_TEMPORARILY_LOCKED');
    await t.database.query(`delete from login_failures where account_key = 'agent01'`);
  });

  it('refuses an address past its per-minute login limit before any password is checked', async () => {
    const limited = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          remoteAddress: '203.0.113.60',
          payload: { username: 'player01', password: DEMO_PASSWORD },
        });
        codes.push(response.statusCode);
      }
      expect(codes.slice(3)).toEqual([429]);
    } finally {
      await limited.close();
    }
  });
});

describe('who may log in where', () => {
  it('lets only agents in through the agent login', async () => {
    const player = await api(t, 'POST', '/wps/session/login', {
      payload: { username: 'player01', password: DEMO_PASSWORD, agentLogin: true },
    });
    expect(player.response.statusCode).toBe(403);
    expect(player.body.code).toBe('NON_AGENT_LOGIN');
    const agent = await api(t, 'POST', '/wps/session/login', {
      payload: { username: 'agent01', password: DEMO_PASSWORD, agentLogin: true },
    });
    expect(agent.body.value.status).toBe('OK');
    expect((await info(agent.body.value.token)).body.value).toMatchObject({ isAgent: true, type: 1 });
  });

  it('does not reveal the refusal before the password is right', async () => {
    const wrong = await api(t, 'POST', '/wps/session/login', {
      ip: '203.0.113.70',
      payload: { username: 'player01', password: 'Nope12345', agentLogin: true },
    });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses the house account on the member side', async () => {
    await t.database.query(
      `update members set password_hash = (select password_hash from members where account = 'player01') where account = 'house'`,
    );
    const { response, body } = await login(t, 'house', DEMO_PASSWORD, '203.0.113.71');
    expect(response.statusCode).toBe(403);
    expect(body.code).toBe('NON_MEMBER_LOGIN');
  });
});

describe('free play (trial users)', () => {
  it('logs in as a new trial user who cannot reach real-account features', async () => {
    const { body } = await api(t, 'POST', '/wps/session/login/freeplay', {
      payload: { os: 'Linux', platform: 'W' },
    });
    expect(body.value.status).toBe('OK');
    const token = body.value.token;
    expect((await info(token)).body.value).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    const security = await api(t, 'GET', '/wps/member/security', { token });
    expect(security.response.statusCode).toBe(403);
    expect(security.body.code).toBe('REAL_ACCOUNT_REQUIRED');
    const password = await api(t, 'POST', '/wps/member/password', {
      token,
      payload: { oldPassword: 'x', newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
    });
    expect(password.body.code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('is refused while the brand has free play switched off', async () => {
    await t.change(`update feature_modules set enabled = false where mod_id = 'FREE_PLAY'`);
    try {
      const { response, body } = await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} });
      expect(response.statusCode).toBe(403);
      expect(body.code).toBe('OPERATION_NOT_ALLOWED');
    } finally {
      await t.change(`update feature_modules set enabled = true`);
    }
  });
});

describe('whom a captcha applies to after failures (decision 0034)', () => {
  const isAdmitted = (call: { response: { statusCode: number } }) => call.response.statusCode === 200;

  it('asks the account that failed for a captcha, not the next person at the same address', async () => {
    const cafe = '203.0.113.80';
    expect((await login(t, 'agent02', 'Typo12345', cafe)).body.code).toBe('INVALID_CREDENTIALS');
    const sameAccount = await login(t, 'agent02', DEMO_PASSWORD, cafe);
    expect(sameAccount.body.code).toBe('CAPTCHA_REQUIRED');
    // The account is asked wherever it logs in from next: the captcha follows the name, not the address.
    expect((await login(t, 'agent02', DEMO_PASSWORD, '203.0.113.81')).body.code).toBe('CAPTCHA_REQUIRED');
    expect(isAdmitted(await login(t, 'agent01', DEMO_PASSWORD, cafe))).toBe(true);
    expect(isAdmitted(await login(t, 'agent02', DEMO_PASSWORD, cafe, await solvedCaptcha(t, cafe)))).toBe(
      true,
    );
  });

  it('scopes a failed unknown name exactly like a known account, so the captcha reveals nothing (A6)', async () => {
    const known = await login(t, 'agent02', 'Typo12345', '203.0.113.82');
    const unknown = await login(t, 'nobody-typed-this', 'Typo12345', '203.0.113.82');
    expect(unknown.body).toEqual(known.body);
    const knownAgain = await login(t, 'agent02', 'Typo12345', '203.0.113.83');
    const unknownAgain = await login(t, 'nobody-typed-this', 'Typo12345', '203.0.113.83');
    expect(unknownAgain.body).toEqual(knownAgain.body);
    expect(unknownAgain.body.code).toBe('CAPTCHA_REQUIRED');
    expect(isAdmitted(await login(t, 'agent01', DEMO_PASSWORD, '203.0.113.82'))).toBe(true);
    await t.database.query(
      `delete from login_failures where account_key in ('agent02', 'nobody-typed-this')`,
    );
  });

  it('asks everyone at an address for a captcha once logins failed there for five different accounts', async () => {
    const sprayer = '203.0.113.90';
    for (const name of ['spray-a', 'spray-b', 'spray-c', 'spray-d']) {
      expect((await login(t, name, 'Guess12345', sprayer)).body.code).toBe('INVALID_CREDENTIALS');
    }
    expect(isAdmitted(await login(t, 'agent01', DEMO_PASSWORD, sprayer))).toBe(true);
    expect((await login(t, 'spray-e', 'Guess12345', sprayer)).body.code).toBe('INVALID_CREDENTIALS');

    const blocked = await login(t, 'agent01', DEMO_PASSWORD, sprayer);
    expect(blocked.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
    expect(isAdmitted(await login(t, 'agent01', DEMO_PASSWORD, '203.0.113.91'))).toBe(true);
    const solved = await solvedCaptcha(t, sprayer);
    expect(isAdmitted(await login(t, 'agent01', DEMO_PASSWORD, sprayer, solved))).toBe(true);
  });
});
