import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { fieldErrors, registrationSteps } from '../../../test/registration';

// Registration by account name, and where an invitation places the member. Registration by mobile number is in
// registration-mobile.test.ts, the fields a brand switches off or on in registration-fields.test.ts.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const { memberCount, register } = registrationSteps(() => t);

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
