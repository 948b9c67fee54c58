import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, lastCode, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

let phoneCounter = 0;
function nextPhone(): { mobileNo: string; e164: string } {
  phoneCounter++;
  const national = `9${String(70_000_000 + phoneCounter * 7919).padStart(8, '0')}`;
  return { mobileNo: national, e164: `+84${national}` };
}

function sendRegistrationCode(mobileNo: string, ip: string) {
  return api(t, 'POST', '/wps/verification/sms/register', {
    ip,
    payload: { mobileNo, countryDialingCode: '+84' },
  });
}

function registerWith(mobileNo: string, verificationCode: string, requestId: string) {
  return api(t, 'PUT', '/wps/member/register/mobile', {
    payload: {
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      mobileNum: mobileNo,
      countryDialingCode: '+84',
      verificationCode,
      requestId,
      termsAccepted: true,
    },
  });
}

describe('one-time codes (A8)', () => {
  it('are six digits, stored only as a hash', async () => {
    const phone = nextPhone();
    await sendRegistrationCode(phone.mobileNo, '198.51.100.101');
    const code = await lastCode(t, phone.e164);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.query<{ code_hash: Uint8Array }>(
      'select code_hash from verification_codes where destination = $1',
      [phone.e164],
    );
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]?.code_hash ?? []).toString('utf8')).not.toContain(code);
  });

  it('die after five wrong tries, even for the right code afterwards', async () => {
    const phone = nextPhone();
    const sent = await sendRegistrationCode(phone.mobileNo, '198.51.100.102');
    const code = await lastCode(t, phone.e164);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await registerWith(phone.mobileNo, wrong, sent.body.value.requestId)).body.code).toBe(
        'INVALID_VERIFICATION_CODE',
      );
    }
    expect((await registerWith(phone.mobileNo, code, sent.body.value.requestId)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
  });

  it('expire', async () => {
    const phone = nextPhone();
    const sent = await sendRegistrationCode(phone.mobileNo, '198.51.100.103');
    const code = await lastCode(t, phone.e164);
    await t.database.query(
      `update verification_codes set expires_at = now() - interval '1 second' where id = $1`,
      [sent.body.value.requestId],
    );
    const { response, body } = await registerWith(phone.mobileNo, code, sent.body.value.requestId);
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('CODE_EXPIRED');
  });

  it('are bound to the request that asked for them, and to their destination', async () => {
    const phone = nextPhone();
    const first = await sendRegistrationCode(phone.mobileNo, '198.51.100.104');
    const firstCode = await lastCode(t, phone.e164);
    const other = nextPhone();
    const second = await sendRegistrationCode(other.mobileNo, '198.51.100.105');
    expect((await registerWith(phone.mobileNo, firstCode, second.body.value.requestId)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
    expect((await registerWith(other.mobileNo, firstCode, first.body.value.requestId)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
    expect((await registerWith(phone.mobileNo, firstCode, first.body.value.requestId)).body.success).toBe(
      true,
    );
  });

  it('are bound to their purpose: a registration code does not log in', async () => {
    const phone = nextPhone();
    const sent = await sendRegistrationCode(phone.mobileNo, '198.51.100.106');
    const code = await lastCode(t, phone.e164);
    const { body } = await api(t, 'POST', '/wps/session/login', {
      ip: '198.51.100.106',
      payload: {
        type: 'sms',
        username: phone.mobileNo,
        password: code,
        countryDialingCode: '+84',
        requestId: sent.body.value.requestId,
      },
    });
    expect(body.code).toBe('INVALID_CREDENTIALS');
  });

  it('ask for the code when it is missing', async () => {
    const phone = nextPhone();
    const sent = await sendRegistrationCode(phone.mobileNo, '198.51.100.107');
    expect((await registerWith(phone.mobileNo, '', sent.body.value.requestId)).body.code).toBe(
      'MISSING_VERIFICATION_CODE',
    );
  });
});

describe('SMS send limits (A7)', () => {
  it('allow one send per second per phone, then lock the phone out for five minutes', async () => {
    const phone = nextPhone();
    expect((await sendRegistrationCode(phone.mobileNo, '198.51.100.110')).response.statusCode).toBe(200);
    const burst = await sendRegistrationCode(phone.mobileNo, '198.51.100.111');
    expect(burst.response.statusCode).toBe(429);
    expect(burst.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, please try again after 5 minutes.',
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await sendRegistrationCode(phone.mobileNo, '198.51.100.112')).body.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    const [lock] = await t.database.query<{ minutes: number }>(
      `select round(extract(epoch from until - now()) / 60)::int as minutes from send_lockouts where key = $1`,
      [`dest:${phone.e164}`],
    );
    expect(lock?.minutes).toBe(5);
  });

  it('allow one send per second per address, whatever the phone', async () => {
    const ip = '198.51.100.120';
    expect((await sendRegistrationCode(nextPhone().mobileNo, ip)).response.statusCode).toBe(200);
    expect((await sendRegistrationCode(nextPhone().mobileNo, ip)).body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('hold under concurrency: of ten sends at once for one phone, one goes out', async () => {
    const phone = nextPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sendRegistrationCode(phone.mobileNo, `198.51.100.${130 + index}`),
      ),
    );
    expect(answers.filter((answer) => answer.response.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'TOO_MANY_REQUESTS')).toHaveLength(9);
    const [row] = await t.database.query<{ count: bigint }>(
      `select count(*) from outbox where destination = $1`,
      [phone.e164],
    );
    expect(row?.count).toBe(1n);
  });

  it('hold under concurrency for one address: of ten phones at once, one is sent', async () => {
    const phones = Array.from({ length: 10 }, () => nextPhone());
    const answers = await Promise.all(
      phones.map((phone) => sendRegistrationCode(phone.mobileNo, '198.51.100.150')),
    );
    expect(answers.filter((answer) => answer.response.statusCode === 200)).toHaveLength(1);
  });
});
