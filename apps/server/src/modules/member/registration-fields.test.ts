import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { fieldErrors, registrationSteps } from '../../../test/registration';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { memberCount, register } = registrationSteps(() => t);

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
    };
    // recommenderId is off too, but the REFERRAL module takes it from the invite link (referrals.test.ts).
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
