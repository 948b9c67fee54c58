import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, loginToken, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { fieldErrors } from '../../../test/registration';

// registerCenter (issue 13): an agent opens player and sub-agent accounts directly under itself.
let t: TestContext;
let agent: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await loginToken(t, 'agent01');
});
afterAll(async () => t.close());

const AGENT_CHOSEN = 'Tiger7Lotus93';
let counter = 0;
function newDownline(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    type: 0,
    username: `down${Date.now().toString(36).slice(-5)}${counter}`,
    password: AGENT_CHOSEN,
    confirmPassword: AGENT_CHOSEN,
    ...overrides,
  };
}

function create(token: string | undefined, payload: Record<string, unknown>) {
  return api(t, 'POST', '/wps/agent/downlines', { ...(token ? { token } : {}), payload });
}

async function memberCount(): Promise<bigint> {
  const [row] = await t.database.query<{ count: bigint }>('select count(*) from members');
  return row?.count ?? 0n;
}

async function stored(account: string) {
  const [row] = await t.database.query<{
    type: number;
    upline: string;
    password_must_change: boolean;
    affiliate_code: string | null;
    real_name: string | null;
    mobile_num: string | null;
    mobile_verified: boolean;
    depth_below_agent: number | null;
  }>(
    `select m.type, u.account as upline, m.password_must_change, m.affiliate_code, m.real_name, m.mobile_num,
            m.mobile_verified,
            (select depth from member_tree t join members a on a.id = t.ancestor_id
             where a.account = 'agent01' and t.descendant_id = m.id) as depth_below_agent
     from members m join members u on u.id = m.upline_id where m.account = $1`,
    [account],
  );
  return row;
}

describe('an agent opens a downline account', () => {
  it('opens a player directly under the agent, with its real name and phone, flagged for a password change', async () => {
    const payload = newDownline({ realName: 'Tran Thi Mai', mobileNum: '13800138123' });
    const { response, body } = await create(agent, payload);
    expect(response.statusCode, JSON.stringify(body)).toBe(200);
    expect(body.value).toMatchObject({
      account: payload.username,
      type: 0,
      affiliateCode: null,
      mustChangePassword: true,
    });
    expect(await stored(String(payload.username))).toMatchObject({
      type: 0,
      upline: 'agent01',
      password_must_change: true,
      affiliate_code: null,
      real_name: 'Tran Thi Mai',
      mobile_num: '13800138123',
      mobile_verified: false,
      depth_below_agent: 1,
    });
  });

  it('makes the new member change the password at first login, and nothing else works until then', async () => {
    const payload = newDownline();
    expect((await create(agent, payload)).response.statusCode).toBe(200);
    const username = String(payload.username);

    const first = await login(t, username, AGENT_CHOSEN);
    expect(first.body.value).toMatchObject({ status: 'OK', mustChangePassword: true });
    const forced = first.body.value.token;
    const refused = await api(t, 'GET', '/wps/v2/wallets/balance', { token: forced });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    // A second login before the change is still forced: the flag is stored, not a property of one session.
    expect((await login(t, username, AGENT_CHOSEN)).body.value.mustChangePassword).toBe(true);

    const changed = await api(t, 'POST', '/wps/member/password', {
      token: forced,
      payload: {
        oldPassword: AGENT_CHOSEN,
        newPassword: MEMBER_PASSWORD,
        confirmNewPassword: MEMBER_PASSWORD,
      },
    });
    expect(changed.response.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect((await stored(username))?.password_must_change).toBe(false);
    const after = await api(t, 'GET', '/wps/v2/wallets/balance', { token: changed.body.value.token });
    expect(after.response.statusCode).toBe(200);

    const again = await login(t, username, MEMBER_PASSWORD);
    expect(again.body.value).toMatchObject({ status: 'OK', mustChangePassword: false });
    // From an address of its own: a failed login asks that address for a captcha next time.
    expect((await login(t, username, AGENT_CHOSEN, '198.51.100.99')).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('opens a sub-agent with an invitation code of its own, which registration then accepts', async () => {
    const payload = newDownline({ type: 1 });
    const { response, body } = await create(agent, payload);
    expect(response.statusCode, JSON.stringify(body)).toBe(200);
    expect(body.value.type).toBe(1);
    expect(body.value.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await stored(String(payload.username))).toMatchObject({
      type: 1,
      upline: 'agent01',
      affiliate_code: body.value.affiliateCode,
      password_must_change: true,
    });
    const check = await api(t, 'GET', `/wps/agent/affiliate?code=${body.value.affiliateCode}`);
    expect(check.body.value.valid).toBe(true);
    const agentLogin = await login(t, String(payload.username), AGENT_CHOSEN, '198.51.100.10', {
      agentLogin: true,
    });
    expect(agentLogin.body.value).toMatchObject({ status: 'OK', mustChangePassword: true });
  });

  it('refuses players, trial users and visitors, and opens nothing', async () => {
    const before = await memberCount();
    const player = await loginToken(t, 'player01');
    const asPlayer = await create(player, newDownline());
    expect(asPlayer.response.statusCode).toBe(403);
    expect(asPlayer.body.code).toBe('FORBIDDEN');

    const trial = await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} });
    expect(trial.body.success, JSON.stringify(trial.body)).toBe(true);
    const asTrial = await create(trial.body.value.token, newDownline());
    expect(asTrial.response.statusCode).toBe(403);
    expect(asTrial.body.code).toBe('REAL_ACCOUNT_REQUIRED');

    const anonymous = await create(undefined, newDownline());
    expect(anonymous.response.statusCode).toBe(401);
    // The trial session itself added one member (the trial account); no downline was opened.
    expect(await memberCount()).toBe(before + 1n);
  });

  it('refuses a taken account name, whatever its case, with USERNAME_TAKEN', async () => {
    for (const username of ['player01', 'PLAYER01', 'Agent02']) {
      const { response, body } = await create(agent, newDownline({ username }));
      expect(response.statusCode, username).toBe(409);
      expect(body.code).toBe('USERNAME_TAKEN');
      expect(fieldErrors(body).username).toBe('INVALID_VALUE');
    }
  });

  it('refuses each broken field rule with its field code and stores nothing', async () => {
    const before = await memberCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'username', 'REQUIRED'],
      [{ username: 'abc' }, 'username', 'TOO_SHORT'],
      [{ username: '1player' }, 'username', 'INVALID_FORMAT'],
      [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, 'password', 'INVALID_FORMAT'],
      [{ password: 'Password1', confirmPassword: 'Password1' }, 'password', 'PASSWORD_TOO_WEAK'],
      [{ confirmPassword: 'Tiger7Lotus94' }, 'confirmPassword', 'PASSWORD_MISMATCH'],
      [{ realName: 'R2-D2' }, 'realName', 'INVALID_FORMAT'],
      [{ mobileNum: '1380013ab' }, 'mobileNum', 'INVALID_FORMAT'],
    ];
    for (const [override, field, code] of cases) {
      const { response, body } = await create(agent, newDownline(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(fieldErrors(body)[field], JSON.stringify(override)).toBe(code);
    }
    for (const override of [{ type: 2 }, { type: 4 }, { affiliateCode: 'X' }, { password: undefined }]) {
      const { response } = await create(agent, newDownline(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
    }
    expect(await memberCount()).toBe(before);
  });
});

describe('opening downline accounts is rate-limited like registration', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '3' });
  });
  afterAll(async () => limited.close());

  it('answers 429 past the per-minute limit of an address', async () => {
    const token = await loginToken(limited, 'agent01');
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const call = await api(limited, 'POST', '/wps/agent/downlines', {
        token,
        ip: '203.0.113.77',
        payload: newDownline(),
      });
      statuses.push(call.response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
