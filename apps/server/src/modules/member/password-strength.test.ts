import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  lastMessage,
  login,
  MEMBER_PASSWORD,
  newRegistration,
  solvedCaptcha,
} from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Answer = { code?: string; errors?: { field: string; code: string }[] };

const fieldCode = (body: Answer, field: string) => body.errors?.find((error) => error.field === field)?.code;

const WEAK = ['PASSWORD_TOO_WEAK', 'PASSWORD_PERSONAL_INFO'];

async function memberExists(account: string): Promise<boolean> {
  const rows = await t.database.query('select 1 from members where lower(account) = lower($1)', [account]);
  return rows.length > 0;
}

describe('password strength on registration', () => {
  it('issue 11.7: refuses common, breached-list and account-name passwords that pass the field rules', async () => {
    const username = String(newRegistration().username);
    const weak: [string, string][] = [
      ['abc123', 'PASSWORD_TOO_WEAK'],
      ['password1', 'PASSWORD_TOO_WEAK'],
      ['qwerty123', 'PASSWORD_TOO_WEAK'],
      ['Aa123456', 'PASSWORD_TOO_WEAK'],
      ['1qaz2wsx', 'PASSWORD_TOO_WEAK'],
      ['iloveyou1', 'PASSWORD_TOO_WEAK'],
      [`${username}1`, 'PASSWORD_PERSONAL_INFO'],
      [`${username.toUpperCase()}2026`, 'PASSWORD_PERSONAL_INFO'],
      [`${[...username].reverse().join('')}7`, 'PASSWORD_PERSONAL_INFO'],
    ];
    for (const [password, code] of weak) {
      const { response, body } = await api(t, 'PUT', '/wps/member/register', {
        payload: newRegistration({ username, password, confirmPassword: password }),
      });
      expect(response.statusCode, password).toBe(400);
      expect(body.code, password).toBe('VALIDATION_FAILED');
      expect(fieldCode(body, 'password'), password).toBe(code);
    }
    expect(await memberExists(username)).toBe(false);
  });

  it('issue 11.7: refuses a password built from the e-mail or phone number given with it', async () => {
    const fromEmail = await api(t, 'PUT', '/wps/member/register', {
      payload: newRegistration({
        email: 'sunnyvale.tiger@example.com',
        password: 'Sunnyvale88',
        confirmPassword: 'Sunnyvale88',
      }),
    });
    expect(fieldCode(fromEmail.body, 'password')).toBe('PASSWORD_PERSONAL_INFO');
    const fromPhone = await api(t, 'PUT', '/wps/member/register', {
      payload: newRegistration({
        mobileNum: '13912345678',
        countryDialingCode: '+86',
        password: 'a13912345678',
        confirmPassword: 'a13912345678',
      }),
    });
    expect(fieldCode(fromPhone.body, 'password')).toBe('PASSWORD_PERSONAL_INFO');
  });

  it('keeps the field rules in force and accepts a strong password', async () => {
    const symbols = await api(t, 'PUT', '/wps/member/register', {
      payload: newRegistration({ password: 'Luck8Spin42!', confirmPassword: 'Luck8Spin42!' }),
    });
    expect(fieldCode(symbols.body, 'password')).toBe('INVALID_FORMAT');
    const strong = newRegistration();
    const { body } = await api(t, 'PUT', '/wps/member/register', { payload: strong });
    expect(body.value?.status, JSON.stringify(body)).toBe('OK');
  });

  it('issue 11.7: the brand can switch the strength check off; the field rules still hold', async () => {
    await t.change('update account_settings set password_strength_check = false');
    try {
      await vi.waitFor(async () => {
        const { body } = await api(t, 'PUT', '/wps/member/register', {
          payload: newRegistration({ password: 'password1', confirmPassword: 'password1' }),
        });
        expect(body.value?.status, JSON.stringify(body)).toBe('OK');
      });
      const short = await api(t, 'PUT', '/wps/member/register', {
        payload: newRegistration({ password: 'ab1', confirmPassword: 'ab1' }),
      });
      expect(fieldCode(short.body, 'password')).toBe('TOO_SHORT');
    } finally {
      await t.change('update account_settings set password_strength_check = true');
    }
  });
});

describe('password strength on change and reset', () => {
  async function registered(extra: Record<string, unknown> = {}) {
    const payload = newRegistration(extra);
    const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
    expect(body.value?.status, JSON.stringify(body)).toBe('OK');
    return { username: String(payload.username), token: String(body.value.token) };
  }

  it('issue 11.7: a password change refuses weak and account-name passwords and keeps the old one', async () => {
    const { username, token } = await registered();
    for (const weak of ['password1', `${username}9`, 'Welcome2024']) {
      const { response, body } = await api(t, 'POST', '/wps/member/password', {
        token,
        payload: { oldPassword: MEMBER_PASSWORD, newPassword: weak, confirmNewPassword: weak },
      });
      expect(response.statusCode, weak).toBe(400);
      expect(WEAK, weak).toContain(body.code);
      expect(fieldCode(body, 'newPassword'), weak).toBe(body.code);
    }
    expect((await login(t, username, MEMBER_PASSWORD)).body.value.status).toBe('OK');
  });

  it('issue 11.7: the forced change from the default weak password needs a strong new one', async () => {
    const { body } = await login(t, 'newbie01', 'Welcome123');
    expect(body.value).toMatchObject({ status: 'OK', mustChangePassword: true });
    const weak = await api(t, 'POST', '/wps/member/password', {
      token: body.value.token,
      payload: { oldPassword: 'Welcome123', newPassword: 'Newbie2026', confirmNewPassword: 'Newbie2026' },
    });
    expect(weak.body.code).toBe('PASSWORD_PERSONAL_INFO');
    const common = await api(t, 'POST', '/wps/member/password', {
      token: body.value.token,
      payload: { oldPassword: 'Welcome123', newPassword: 'Welcome1234', confirmNewPassword: 'Welcome1234' },
    });
    expect(common.body.code).toBe('PASSWORD_TOO_WEAK');
    const strong = await api(t, 'POST', '/wps/member/password', {
      token: body.value.token,
      payload: {
        oldPassword: 'Welcome123',
        newPassword: 'Kite7Harbor29',
        confirmNewPassword: 'Kite7Harbor29',
      },
    });
    expect(strong.body.success, JSON.stringify(strong.body)).toBe(true);
    expect((await login(t, 'newbie01', 'Kite7Harbor29')).body.value.status).toBe('OK');
  });

  it('issue 11.7: a reset link refuses a weak password and stays usable for a strong one', async () => {
    const { username } = await registered({ email: 'reset.strength@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: '198.51.100.78',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&email=reset.strength%40example.com`,
    });
    await vi.waitFor(async () => expect(await lastMessage(t, 'reset.strength@example.com')).toBeDefined());
    const mail = await lastMessage(t, 'reset.strength@example.com');
    const token = mail?.body.match(/\/forget\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const weak = await api(t, 'POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'iloveyou1', confirmNewPassword: 'iloveyou1' },
    });
    expect(weak.body.code).toBe('PASSWORD_TOO_WEAK');
    expect(fieldCode(weak.body, 'newPassword')).toBe('PASSWORD_TOO_WEAK');
    const strong = await api(t, 'POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Mango4Violet88', confirmNewPassword: 'Mango4Violet88' },
    });
    expect(strong.body.success, JSON.stringify(strong.body)).toBe(true);
    expect((await login(t, username, 'Mango4Violet88')).body.value.status).toBe('OK');
  });

  it('issue 11.7: a reset by phone refuses a weak password', async () => {
    const ip = '198.51.100.79';
    const { username, token } = await registered();
    const mobile = '0912345670';
    const bindSent = await api(t, 'POST', '/wps/member/phone/code', {
      ip,
      token,
      payload: { mobileNum: mobile, countryDialingCode: '+84' },
    });
    const bindCode = (await lastMessage(t, '+84912345670'))?.body.match(/\b(\d{6})\b/)?.[1];
    const bound = await api(t, 'POST', '/wps/member/phone', {
      ip,
      token,
      payload: {
        mobileNum: mobile,
        countryDialingCode: '+84',
        verificationCode: bindCode,
        requestId: bindSent.body.value.requestId,
        password: MEMBER_PASSWORD,
      },
    });
    expect(bound.body.success, JSON.stringify(bound.body)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const sent = await api(t, 'POST', '/wps/verification/sms/noLogin', {
      ip,
      payload: {
        mobileNum: mobile,
        countryDialingCode: '+84',
        purpose: 'RESET_PASSWORD',
        ...(await solvedCaptcha(t, ip)),
      },
    });
    const code = (await lastMessage(t, '+84912345670'))?.body.match(/\b(\d{6})\b/)?.[1];
    const reset = async (newPassword: string) =>
      api(t, 'POST', '/wps/member/password/verification', {
        ip,
        payload: {
          mobileNum: mobile,
          countryDialingCode: '+84',
          verificationCode: code,
          requestId: sent.body.value.requestId,
          newPassword,
          ...(await solvedCaptcha(t, ip)),
        },
      });
    const weak = await reset('abc123456');
    expect(weak.body.code).toBe('PASSWORD_TOO_WEAK');
    expect(fieldCode(weak.body, 'newPassword')).toBe('PASSWORD_TOO_WEAK');
    expect((await login(t, username, MEMBER_PASSWORD)).body.value.status).toBe('OK');
    // The refusal came before the code was spent: the same code sets a strong password.
    const strong = await reset('Quartz9Lantern5');
    expect(strong.body.value?.status, JSON.stringify(strong.body)).toBe('OK');
  });
});
