import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  DEMO_PASSWORD,
  lastCode,
  lastMessage,
  login,
  loginToken,
  solvedCaptcha,
} from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function forgot(form: string, ip = '198.51.100.60') {
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

async function outboxCount(destination: string): Promise<bigint> {
  const [row] = await t.database.query<{ count: bigint }>(
    'select count(*) from outbox where destination = $1',
    [destination],
  );
  return row?.count ?? 0n;
}

describe('forgot password by e-mail', () => {
  it('mails a one-time link that sets a new password', async () => {
    const response = await forgot('username=player01&email=PLAYER01%40playhall.example');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, code: 'OK', message: '', value: {} });
    await vi.waitFor(async () => expect(await lastMessage(t, 'player01@playhall.example')).toBeDefined());
    const mail = await lastMessage(t, 'player01@playhall.example');
    expect(mail?.subject).toContain('password reset');
    const token = mail?.body.match(/\/forget\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(40);

    const reset = await api(t, 'POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Pepper8Cloud40', confirmNewPassword: 'Pepper8Cloud40' },
    });
    expect(reset.body.success).toBe(true);
    expect((await login(t, 'player01', 'Pepper8Cloud40')).body.value.status).toBe('OK');
    const reused = await api(t, 'POST', '/wps/member/password/reset', {
      payload: { token, newPassword: 'Velvet2Harbor9', confirmNewPassword: 'Velvet2Harbor9' },
    });
    expect(reused.body.code).toBe('RESET_LINK_INVALID');
  });

  it('answers the same for an unknown account or a wrong address, and mails nothing (A6)', async () => {
    const known = await forgot('username=agent01&email=agent01%40playhall.example');
    const unknown = await forgot('username=ghost999&email=ghost%40example.com');
    const mismatch = await forgot('username=agent02&email=someone%40example.com');
    expect(unknown.json()).toEqual(known.json());
    expect(mismatch.json()).toEqual(known.json());
    await vi.waitFor(async () => expect(await outboxCount('agent01@playhall.example')).toBe(1n));
    expect(await outboxCount('ghost@example.com')).toBe(0n);
    expect(await outboxCount('someone@example.com')).toBe(0n);
  });

  it('refuses a missing field and a JSON body shaped wrong', async () => {
    expect((await forgot('username=agent01')).statusCode).toBe(400);
    expect((await forgot('username=agent01&email=a%40b.c&extra=1')).json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses an expired or unknown link and a new password breaking the rule', async () => {
    expect(
      (
        await api(t, 'POST', '/wps/member/password/reset', {
          payload: {
            token: 'x'.repeat(43),
            newPassword: 'Pepper8Cloud40',
            confirmNewPassword: 'Pepper8Cloud40',
          },
        })
      ).body.code,
    ).toBe('RESET_LINK_INVALID');
  });
});

describe('reset password by phone', () => {
  it('needs a captcha and a code, then logs the member in with the new password', async () => {
    const ip = '198.51.100.70';
    const token = await loginToken(t, 'agent02', DEMO_PASSWORD, ip);
    const bindSent = await api(t, 'POST', '/wps/member/phone/code', {
      ip,
      token,
      payload: { mobileNum: '0987654321', countryDialingCode: '+84' },
    });
    await api(t, 'POST', '/wps/member/phone', {
      ip,
      token,
      payload: {
        mobileNum: '0987654321',
        countryDialingCode: '+84',
        verificationCode: await lastCode(t, '+84987654321'),
        requestId: bindSent.body.value.requestId,
        password: DEMO_PASSWORD,
      },
    });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const noCaptcha = await api(t, 'POST', '/wps/verification/sms/noLogin', {
      ip,
      payload: { mobileNum: '0987654321', countryDialingCode: '+84', purpose: 'RESET_PASSWORD' },
    });
    expect(noCaptcha.body.code).toBe('CAPTCHA_REQUIRED');
    const sent = await api(t, 'POST', '/wps/verification/sms/noLogin', {
      ip,
      payload: {
        mobileNum: '0987654321',
        countryDialingCode: '+84',
        purpose: 'RESET_PASSWORD',
        ...(await solvedCaptcha(t, ip)),
      },
    });
    const code = await lastCode(t, '+84987654321');
    const reset = await api(t, 'POST', '/wps/member/password/verification', {
      ip,
      payload: {
        mobileNum: '0987654321',
        countryDialingCode: '+84',
        verificationCode: code,
        requestId: sent.body.value.requestId,
        newPassword: 'PhoneReset9',
        ...(await solvedCaptcha(t, ip)),
      },
    });
    expect(reset.body.value.status).toBe('OK');
    expect(
      (await api(t, 'GET', '/wps/member/info', { token: reset.body.value.token })).body.value.account,
    ).toBe('agent02');
    expect((await api(t, 'GET', '/wps/member/info', { token })).response.statusCode).toBe(401);
    expect((await login(t, 'agent02', 'PhoneReset9', ip)).body.value.status).toBe('OK');
  });
});
