import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, lastCode, lastMessage, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { fieldErrors } from '../../../test/registration';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('registration by mobile number', () => {
  async function sendCode(mobileNo: string, ip = '198.51.100.30') {
    return api(t, 'POST', '/wps/verification/sms/register', {
      ip,
      payload: { mobileNo, countryDialingCode: '+84' },
    });
  }

  it('sends a code by SMS and registers the verified number', async () => {
    const sent = await sendCode('0912345678');
    expect(sent.body.value.expiredMinutes).toBe(3);
    const code = await lastCode(t, '+84912345678');
    const { body } = await api(t, 'PUT', '/wps/member/register/mobile', {
      ip: '198.51.100.30',
      payload: {
        password: MEMBER_PASSWORD,
        confirmPassword: MEMBER_PASSWORD,
        mobileNum: '0912345678',
        countryDialingCode: '+84',
        verificationCode: code,
        requestId: sent.body.value.requestId,
        termsAccepted: true,
      },
    });
    expect(body.value.status).toBe('OK');
    const info = await api(t, 'GET', '/wps/member/info', { token: body.value.token });
    expect(info.body.value).toMatchObject({
      account: 'u912345678',
      mobile: '+84 912345678',
      mobileVerified: true,
    });
  });

  it('never accepts a code twice', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const sent = await sendCode('0912000001', '198.51.100.31');
    const code = await lastCode(t, '+84912000001');
    const payload = {
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      mobileNum: '0912000001',
      countryDialingCode: '+84',
      verificationCode: code,
      requestId: sent.body.value.requestId,
      termsAccepted: true,
    };
    expect((await api(t, 'PUT', '/wps/member/register/mobile', { payload })).body.success).toBe(true);
    const again = await api(t, 'PUT', '/wps/member/register/mobile', {
      payload: { ...payload, username: 'otherphone1' },
    });
    expect(again.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('does not reveal a registered number: the owner is told, the caller gets the usual answer', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const sent = await sendCode('0912345678', '198.51.100.32');
    expect(sent.response.statusCode).toBe(200);
    expect(Object.keys(sent.body.value).sort()).toEqual(['expiredMinutes', 'requestId']);
    expect((await lastMessage(t, '+84912345678'))?.body).toContain('already has an account');
  });

  it('requires the mobile number and the code in mobile mode', async () => {
    const { body } = await api(t, 'PUT', '/wps/member/register/mobile', {
      payload: { password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, termsAccepted: true },
    });
    expect(fieldErrors(body).mobileNum).toBe('REQUIRED');
  });

  it('is refused while the brand has mobile registration switched off', async () => {
    await t.change(`update feature_modules set enabled = false where mod_id = 'MOBILE_REGISTRATION'`);
    try {
      await vi.waitFor(async () => {
        const { response, body } = await sendCode('0912999999', '198.51.100.33');
        expect(response.statusCode).toBe(403);
        expect(body.code).toBe('OPERATION_NOT_ALLOWED');
      });
    } finally {
      await t.change(`update feature_modules set enabled = true`);
      await vi.waitFor(async () =>
        expect((await api(t, 'GET', '/wps/system/setting/register')).body.value.mobileRegistration).toBe(
          true,
        ),
      );
    }
  });
});
