import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  DEMO_PASSWORD,
  lastCode,
  login,
  loginToken,
  MEMBER_PASSWORD,
  newRegistration,
} from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { totpAt } from '../../security/totp';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const HOME = '198.51.100.10';

/** A member with a real name and e-mail, who has logged in from HOME once. */
async function memberWithFactors(): Promise<string> {
  const payload = newRegistration({ payeeName: 'Tran Thi Mai', email: `${Date.now()}@mail.example` });
  await api(t, 'PUT', '/wps/member/register', { ip: HOME, payload });
  return String(payload.username);
}

describe('second factor from an unknown address (A9)', () => {
  it('asks for one of the factors the member has', async () => {
    const username = await memberWithFactors();
    const { body } = await login(t, username, MEMBER_PASSWORD, '203.0.113.80');
    expect(body.value).toMatchObject({
      status: 'SECOND_FACTOR',
      methods: ['EMAIL', 'BANK_NAME'],
      maskedPhone: null,
    });
    expect(body.value.maskedEmail).toMatch(/^\d{2}\*+@mail\.example$/);
    expect(body.value.token).toBeUndefined();
  });

  it('accepts the bank account holder name, then knows the address', async () => {
    const username = await memberWithFactors();
    const ip = '203.0.113.81';
    const challenge = (await login(t, username, MEMBER_PASSWORD, ip)).body.value;
    const wrong = await api(t, 'POST', '/wps/session/login/challenge/verify', {
      ip,
      payload: { challengeId: challenge.challengeId, method: 'BANK_NAME', answer: 'Someone Else' },
    });
    expect(wrong.body.code).toBe('SECOND_FACTOR_INVALID');
    const right = await api(t, 'POST', '/wps/session/login/challenge/verify', {
      ip,
      payload: { challengeId: challenge.challengeId, method: 'BANK_NAME', answer: '  tran thi  MAI ' },
    });
    expect(right.body.value.status).toBe('OK');
    expect((await login(t, username, MEMBER_PASSWORD, ip)).body.value.status).toBe('OK');
  });

  it('accepts an e-mailed code', async () => {
    const username = await memberWithFactors();
    const ip = '203.0.113.82';
    const challenge = (await login(t, username, MEMBER_PASSWORD, ip)).body.value;
    const sent = await api(t, 'POST', '/wps/session/login/challenge/send', {
      ip,
      payload: { challengeId: challenge.challengeId, method: 'EMAIL' },
    });
    const [row] = await t.database.query<{ email: string }>('select email from members where account = $1', [
      username,
    ]);
    const code = await lastCode(t, row?.email ?? '');
    const done = await api(t, 'POST', '/wps/session/login/challenge/verify', {
      ip,
      payload: {
        challengeId: challenge.challengeId,
        method: 'EMAIL',
        answer: code,
        requestId: sent.body.value.requestId,
      },
    });
    expect(done.body.value.status).toBe('OK');
    const [history] = await t.database.query<{ second_factor: string }>(
      `select second_factor from login_history where member_id = (select id from members where account = $1)
       order by id desc limit 1`,
      [username],
    );
    expect(history?.second_factor).toBe('EMAIL');
  });

  it('accepts an authenticator code once the member set one up', async () => {
    const username = await memberWithFactors();
    const token = await loginToken(t, username, MEMBER_PASSWORD, HOME);
    const setup = await api(t, 'POST', '/wps/member/totp/setup', {
      token,
      payload: { password: MEMBER_PASSWORD },
    });
    expect(setup.body.value.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.value.qrSvg).toContain('<svg');
    const [row] = await t.database.query<{ totp_secret: Uint8Array }>(
      'select totp_secret from members where account = $1',
      [username],
    );
    const secret = Buffer.from(row?.totp_secret ?? []);
    const now = Math.floor(Date.now() / 1000);
    const valid = new Set([-30, 0, 30].map((drift) => totpAt(secret, now + drift)));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) ?? '444444';
    expect(
      (await api(t, 'POST', '/wps/member/totp/enable', { token, payload: { code: wrongCode } })).body.code,
    ).toBe('INVALID_VERIFICATION_CODE');
    expect(
      (await api(t, 'POST', '/wps/member/totp/enable', { token, payload: { code: totpAt(secret, now) } }))
        .body.success,
    ).toBe(true);

    const ip = '203.0.113.83';
    const challenge = (await login(t, username, MEMBER_PASSWORD, ip)).body.value;
    expect(challenge.methods).toContain('TOTP');
    const done = await api(t, 'POST', '/wps/session/login/challenge/verify', {
      ip,
      payload: {
        challengeId: challenge.challengeId,
        method: 'TOTP',
        // The code that confirmed the set-up is spent (RFC 6238 §5.2): the next step's code, as an app a little
        // ahead would show it.
        answer: totpAt(secret, now + 30),
      },
    });
    expect(done.body.value.status).toBe('OK');
  });

  it('binds a challenge to the address that began it, and kills it after five wrong answers', async () => {
    const username = await memberWithFactors();
    const challenge = (await login(t, username, MEMBER_PASSWORD, '203.0.113.84')).body.value;
    const elsewhere = await api(t, 'POST', '/wps/session/login/challenge/verify', {
      ip: '203.0.113.85',
      payload: { challengeId: challenge.challengeId, method: 'BANK_NAME', answer: 'Tran Thi Mai' },
    });
    expect(elsewhere.body.code).toBe('CHALLENGE_EXPIRED');
    for (let attempt = 0; attempt < 5; attempt++) {
      await api(t, 'POST', '/wps/session/login/challenge/verify', {
        ip: '203.0.113.84',
        payload: { challengeId: challenge.challengeId, method: 'BANK_NAME', answer: `wrong ${attempt}` },
      });
    }
    const late = await api(t, 'POST', '/wps/session/login/challenge/verify', {
      ip: '203.0.113.84',
      payload: { challengeId: challenge.challengeId, method: 'BANK_NAME', answer: 'Tran Thi Mai' },
    });
    expect(late.body.code).toBe('CHALLENGE_EXPIRED');
  });

  it('ignores a forwarding header from an untrusted peer when deciding the address', async () => {
    const username = await memberWithFactors();
    const spoofed = await api(t, 'POST', '/wps/session/login', {
      ip: '203.0.113.86',
      headers: { 'x-forwarded-for': HOME },
      payload: { username, password: MEMBER_PASSWORD },
    });
    expect(spoofed.body.value.status).toBe('SECOND_FACTOR');
  });

  it('lets a member without any factor in (there is nothing to ask)', async () => {
    const payload = newRegistration();
    await api(t, 'PUT', '/wps/member/register', { ip: HOME, payload });
    expect(
      (await login(t, String(payload.username), MEMBER_PASSWORD, '203.0.113.87')).body.value.status,
    ).toBe('OK');
  });
});

/** A member with an authenticator, set up through the security centre; the code that confirmed it is spent. */
async function memberWithAuthenticator(): Promise<{ username: string; secret: Buffer; usedAt: number }> {
  const username = await memberWithFactors();
  const token = await loginToken(t, username, MEMBER_PASSWORD, HOME);
  await api(t, 'POST', '/wps/member/totp/setup', { token, payload: { password: MEMBER_PASSWORD } });
  const [row] = await t.database.query<{ totp_secret: Uint8Array }>(
    'select totp_secret from members where account = $1',
    [username],
  );
  const secret = Buffer.from(row?.totp_secret ?? []);
  const usedAt = Math.floor(Date.now() / 1000);
  const enabled = await api(t, 'POST', '/wps/member/totp/enable', {
    token,
    payload: { code: totpAt(secret, usedAt) },
  });
  expect(enabled.body.success).toBe(true);
  return { username, secret, usedAt };
}

describe('authenticator codes are single use (RFC 6238 §5.2)', () => {
  const verify = (ip: string, challengeId: string, answer: string) =>
    api(t, 'POST', '/wps/session/login/challenge/verify', {
      ip,
      payload: { challengeId, method: 'TOTP', answer },
    });

  it("issue 11.8: a member's code is refused a second time, also the one that confirmed the set-up", async () => {
    const { username, secret, usedAt } = await memberWithAuthenticator();
    const ip = '203.0.113.100';
    const replayedEnrolment = (await login(t, username, MEMBER_PASSWORD, ip)).body.value;
    expect((await verify(ip, replayedEnrolment.challengeId, totpAt(secret, usedAt))).body.code).toBe(
      'SECOND_FACTOR_INVALID',
    );
    const code = totpAt(secret, usedAt + 30);
    expect((await verify(ip, replayedEnrolment.challengeId, code)).body.value.status).toBe('OK');
    const other = '203.0.113.101';
    const next = (await login(t, username, MEMBER_PASSWORD, other)).body.value;
    expect((await verify(other, next.challengeId, code)).body.code).toBe('SECOND_FACTOR_INVALID');
  });

  it('issue 11.8: two challenges from two addresses racing with the same code: exactly one succeeds', async () => {
    const { username, secret, usedAt } = await memberWithAuthenticator();
    const addresses = ['203.0.113.110', '203.0.113.111', '203.0.113.112'];
    const challenges = await Promise.all(
      addresses.map(async (ip) => ({
        ip,
        id: (await login(t, username, MEMBER_PASSWORD, ip)).body.value.challengeId,
      })),
    );
    const code = totpAt(secret, usedAt + 30);
    const answers = await Promise.all(
      challenges.map((challenge) => verify(challenge.ip, challenge.id, code)),
    );
    expect(answers.filter((answer) => answer.body.value?.status === 'OK')).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'SECOND_FACTOR_INVALID')).toHaveLength(2);
  });
});

describe('login by SMS code', () => {
  it('logs in a member with a verified phone; the code is a second factor itself', async () => {
    const token = await loginToken(t, 'agent02', DEMO_PASSWORD, HOME);
    const sent = await api(t, 'POST', '/wps/member/phone/code', {
      token,
      payload: { mobileNum: '13800138000', countryDialingCode: '+86' },
    });
    const bindCode = await lastCode(t, '+8613800138000');
    const bound = await api(t, 'POST', '/wps/member/phone', {
      token,
      payload: {
        mobileNum: '13800138000',
        countryDialingCode: '+86',
        verificationCode: bindCode,
        requestId: sent.body.value.requestId,
        password: DEMO_PASSWORD,
      },
    });
    expect(bound.body.success).toBe(true);

    const ip = '203.0.113.90';
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const request = await api(t, 'POST', '/wps/verification/sms/noLogin', {
      ip,
      payload: { mobileNum: '13800138000', countryDialingCode: '+86' },
    });
    expect(request.body.value.expiredMinutes).toBe(3);
    const code = await lastCode(t, '+8613800138000');
    const { body } = await api(t, 'POST', '/wps/session/login', {
      ip,
      payload: {
        type: 'sms',
        username: '13800138000',
        password: code,
        countryDialingCode: '+86',
        requestId: request.body.value.requestId,
      },
    });
    expect(body.value).toMatchObject({ status: 'OK', mustChangePassword: false });
  });

  it('answers a code request for an unknown number the same way, and sends nothing', async () => {
    const { body } = await api(t, 'POST', '/wps/verification/sms/noLogin', {
      ip: '203.0.113.91',
      payload: { mobileNum: '13900000000', countryDialingCode: '+86' },
    });
    expect(Object.keys(body.value).sort()).toEqual(['expiredMinutes', 'requestId']);
    const [row] = await t.database.query<{ count: bigint }>(
      `select count(*) from outbox where destination = '+8613900000000'`,
    );
    expect(row?.count).toBe(0n);
  });

  it('maps bad phone input to the verification catalogue', async () => {
    const missing = await api(t, 'POST', '/wps/verification/sms/noLogin', {
      payload: { countryDialingCode: '+86' },
    });
    expect(missing.body.code).toBe('MISSING_PHONE_NUMBER');
    const invalid = await api(t, 'POST', '/wps/verification/sms/noLogin', {
      payload: { mobileNum: '12ab', countryDialingCode: '+86' },
    });
    expect(invalid.body.code).toBe('INVALID_PHONE_NUMBER');
  });
});
