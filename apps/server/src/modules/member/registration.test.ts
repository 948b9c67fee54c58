import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, lastCode, lastMessage, MEMBER_PASSWORD, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function memberCount(): Promise<bigint> {
  const [row] = await t.database.query<{ count: bigint }>('select count(*) from members');
  return row?.count ?? 0n;
}

function register(payload: Record<string, unknown>, ip = '198.51.100.20') {
  return api(t, 'PUT', '/wps/member/register', { ip, payload });
}

function fieldErrors(body: { errors?: { field: string; code: string }[] }) {
  return Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.code]));
}

describe('registration by account name', () => {
  it('creates the member under the house agent and logs it in', async () => {
    const payload = newRegistration({ email: 'new.player@example.com', payeeName: 'Nguyễn Văn An' });
    const { response, body } = await register(payload);
    expect(response.statusCode).toBe(200);
    expect(body.value).toMatchObject({ status: 'OK', firstTimeLogin: true, mustChangePassword: false });
    const info = await api(t, 'GET', '/wps/member/info', { token: body.value.token });
    expect(info.body.value).toMatchObject({
      account: payload.username,
      type: 0,
      isAgent: false,
      isTrial: false,
    });
    const [row] = await t.database.query<{ upline: string }>(
      `select u.account as upline from members m join members u on u.id = m.upline_id where m.account = $1`,
      [payload.username],
    );
    expect(row?.upline).toBe('house');
  });

  it('refuses each broken rule with its field code and stores nothing', async () => {
    const before = await memberCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: undefined }, 'username', 'REQUIRED'],
      [{ username: 'abc' }, 'username', 'TOO_SHORT'],
      [{ username: 'a'.repeat(17) }, 'username', 'TOO_LONG'],
      [{ username: '1player' }, 'username', 'INVALID_FORMAT'],
      [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, 'password', 'INVALID_FORMAT'],
      [{ password: 'ab1', confirmPassword: 'ab1' }, 'password', 'TOO_SHORT'],
      [{ confirmPassword: 'Secret124' }, 'confirmPassword', 'PASSWORD_MISMATCH'],
      [{ email: 'not-an-email' }, 'email', 'INVALID_FORMAT'],
      [{ payeeName: 'R2-D2' }, 'payeeName', 'INVALID_FORMAT'],
      [{ termsAccepted: false }, 'termsAccepted', 'TERMS_NOT_ACCEPTED'],
      [{ termsAccepted: undefined }, 'termsAccepted', 'TERMS_NOT_ACCEPTED'],
    ];
    for (const [override, field, code] of cases) {
      const { response, body } = await register(newRegistration(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(fieldErrors(body)[field], JSON.stringify(override)).toBe(code);
    }
    expect(await memberCount()).toBe(before);
  });

  it('refuses unknown fields and wrong types', async () => {
    const unknown = await register(newRegistration({ isAdmin: true }));
    expect(fieldErrors(unknown.body).isAdmin).toBe('UNKNOWN_FIELD');
    const wrongType = await register(newRegistration({ username: 12345678 }));
    expect(wrongType.response.statusCode).toBe(400);
    expect(fieldErrors(wrongType.body).username).toBe('INVALID_TYPE');
  });

  it('follows the field rules the operator sets', async () => {
    await t.change(`update register_field_rules set required = true where field = 'payeeName'`);
    try {
      await vi.waitFor(async () => {
        const { body } = await register(newRegistration());
        expect(fieldErrors(body).payeeName).toBe('REQUIRED');
      });
    } finally {
      await t.change(`update register_field_rules set required = false where field = 'payeeName'`);
      await vi.waitFor(async () => {
        const rules = (await api(t, 'GET', '/wps/system/setting/register/fields')).body.value;
        expect(rules.find((rule: { field: string }) => rule.field === 'payeeName').required).toBe(false);
      });
    }
  });

  it('says a taken account name is taken, whatever its case', async () => {
    const payload = newRegistration();
    expect((await register(payload)).response.statusCode).toBe(200);
    const again = await register({ ...newRegistration(), username: String(payload.username).toUpperCase() });
    expect(again.response.statusCode).toBe(409);
    expect(again.body.code).toBe('USERNAME_TAKEN');
  });
});

describe('invitation codes', () => {
  it('places the member in the downline of the inviting agent', async () => {
    const payload = newRegistration({ affiliateCode: 'agent02' });
    const { body } = await register(payload);
    expect(body.success).toBe(true);
    const chain = await t.database.query<{ account: string; depth: number }>(
      `select a.account, t.depth from member_tree t
       join members a on a.id = t.ancestor_id
       join members d on d.id = t.descendant_id
       where d.account = $1 order by t.depth`,
      [payload.username],
    );
    expect(chain.map((row) => [row.account, row.depth])).toEqual([
      [payload.username, 0],
      ['agent02', 1],
      ['agent01', 2],
      ['house', 3],
    ]);
    const descendants = await t.database.query<{ account: string }>(
      `select d.account from member_tree t join members d on d.id = t.descendant_id
       join members a on a.id = t.ancestor_id where a.account = 'agent01' and t.depth > 0`,
    );
    expect(descendants.map((row) => row.account)).toContain(payload.username);
  });

  it('accepts the referral code of the register link too', async () => {
    const payload = newRegistration({ referralCode: 'PLAYHALL' });
    expect((await register(payload)).body.success).toBe(true);
    const [row] = await t.database.query<{ upline: string }>(
      `select u.account as upline from members m join members u on u.id = m.upline_id where m.account = $1`,
      [payload.username],
    );
    expect(row?.upline).toBe('agent01');
  });

  it('refuses an invalid invitation code and stores nothing', async () => {
    const before = await memberCount();
    const { response, body } = await register(newRegistration({ affiliateCode: 'NOSUCHCODE' }));
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('INVALID_INVITATION_CODE');
    expect(await memberCount()).toBe(before);
  });

  it('answers the affiliate check', async () => {
    expect(
      (await api(t, 'GET', '/wps/agent/affiliate?code=PLAYHALL&domain=localhost')).body.value.valid,
    ).toBe(true);
    expect((await api(t, 'GET', '/wps/agent/affiliate?code=player01')).body.value.valid).toBe(false);
    expect((await api(t, 'GET', '/wps/agent/affiliate')).response.statusCode).toBe(400);
  });
});

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

describe('fields the brand switched off or on', () => {
  type Row = Record<string, string | boolean | null>;
  async function stored(account: string): Promise<Row | undefined> {
    const [row] = await t.database.query<Row>(
      `select qq_num, line, whatsapp, facebook, wechat, id_number, email, real_name, mobile_num,
              payment_password_hash
       from members where lower(account) = lower($1)`,
      [account],
    );
    return row;
  }

  async function setRule(field: string, change: string) {
    await t.change(`update register_field_rules set ${change} where field = $1`, [field]);
  }

  it('issue 11.9: refuses a value for every switched-off field and stores nothing', async () => {
    // The demo brand switches these off (seed content.ts): a client that sends them is not the portal's form.
    const disabled: Record<string, string> = {
      qqNum: '12345678',
      paymentPassword: 'x',
      line: 'line.me/evil',
      whatsapp: '84912345678',
      facebook: 'fb.com/evil',
      wechat: 'wx-evil',
      idNumber: 'ID123456',
      recommenderId: 'agent01',
    };
    const before = await memberCount();
    for (const [field, value] of Object.entries(disabled)) {
      const { response, body } = await register(newRegistration({ [field]: value }));
      expect(response.statusCode, field).toBe(400);
      expect(body.code, field).toBe('VALIDATION_FAILED');
      expect(fieldErrors(body)[field], field).toBe('UNKNOWN_FIELD');
    }
    const all = newRegistration(disabled);
    const { body } = await register(all);
    expect(Object.keys(fieldErrors(body)).sort()).toEqual(Object.keys(disabled).sort());
    expect(await stored(String(all.username))).toBeUndefined();
    expect(await memberCount()).toBe(before);
  });

  it('issue 11.9: refuses e-mail, real name, phone and invitation once the brand switches them off', async () => {
    const values = {
      email: 'off@example.com',
      payeeName: 'Tran Van Off',
      mobileNum: '0912777000',
      affiliateCode: 'PLAYHALL',
      referralCode: 'PLAYHALL',
    };
    const fields = ['email', 'payeeName', 'mobileNum', 'affiliateCode'];
    await t.change(`update register_field_rules set enabled = false where field = any($1)`, [fields]);
    try {
      await vi.waitFor(async () => {
        const { body } = await register(newRegistration(values));
        expect(fieldErrors(body)).toMatchObject({
          email: 'UNKNOWN_FIELD',
          payeeName: 'UNKNOWN_FIELD',
          mobileNum: 'UNKNOWN_FIELD',
          affiliateCode: 'UNKNOWN_FIELD',
          referralCode: 'UNKNOWN_FIELD',
        });
      });
      // Without them the registration goes through, and an empty value counts as not sent.
      const plain = newRegistration({ email: '', payeeName: '  ' });
      expect((await register(plain)).body.value?.status).toBe('OK');
      expect(await stored(String(plain.username))).toMatchObject({ email: null, real_name: null });
    } finally {
      await t.change(`update register_field_rules set enabled = true where field = any($1)`, [fields]);
    }
  });

  it('issue 11.9: checks a switched-on field by its rule and stores it; the payment password is then needed', async () => {
    await setRule('qqNum', 'enabled = true');
    await setRule('paymentPassword', 'enabled = true');
    await setRule('wechat', 'enabled = true');
    try {
      await vi.waitFor(async () => {
        const { body } = await register(newRegistration({ qqNum: '12abc', paymentPassword: 'x' }));
        expect(fieldErrors(body)).toMatchObject({ qqNum: 'INVALID_FORMAT', paymentPassword: 'TOO_SHORT' });
      });
      // Shown, the payment password is required (portal-shell spec §5), though its rule says optional.
      const missing = await register(newRegistration({ qqNum: '123456' }));
      expect(fieldErrors(missing.body).paymentPassword).toBe('REQUIRED');
      const spaced = await register(newRegistration({ wechat: 'has space', paymentPassword: '135790' }));
      expect(fieldErrors(spaced.body).wechat).toBe('INVALID_FORMAT');

      const good = newRegistration({ qqNum: '123456', wechat: 'wx_good', paymentPassword: '135790' });
      expect((await register(good)).body.value?.status).toBe('OK');
      const row = await stored(String(good.username));
      expect(row).toMatchObject({ qq_num: '123456', wechat: 'wx_good', line: null });
      expect(String(row?.payment_password_hash)).toMatch(/^\$argon2id\$/);
    } finally {
      await setRule('qqNum', 'enabled = false');
      await setRule('paymentPassword', 'enabled = false');
      await setRule('wechat', 'enabled = false');
    }
  });
});
