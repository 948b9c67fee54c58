import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { invitationLink } from './affiliate';

// The agent's invitation code and link (member-and-agent-centres spec §7, /wps/agent/affiliate: code and domain).
describe('invitationLink', () => {
  it('points at the registration page of the main domain, over the scheme the site uses', () => {
    expect(invitationLink('play.example.com', 'https://api.example.com', 'AB12')).toBe(
      'https://play.example.com/register?referralCode=AB12',
    );
    expect(invitationLink('localhost:3000', 'http://localhost:3000/', 'PLAYHALL')).toBe(
      'http://localhost:3000/register?referralCode=PLAYHALL',
    );
    expect(invitationLink('https://play.example.com/', 'http://x', 'A B')).toBe(
      'https://play.example.com/register?referralCode=A%20B',
    );
  });
});

describe('GET /wps/agent/affiliate/mine', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  async function mainDomain(): Promise<string> {
    const [row] = await t.database.query<{ main_domain: string }>('select main_domain from site_settings');
    return row?.main_domain ?? '';
  }

  it("answers the agent's code, the brand domain and a link that registers under the agent", async () => {
    const agent = await loginToken(t, 'agent01');
    const { response, body } = await api(t, 'GET', '/wps/agent/affiliate/mine', { token: agent });
    expect(response.statusCode).toBe(200);
    const domain = await mainDomain();
    expect(body.value).toEqual({
      code: 'PLAYHALL',
      domain,
      link: `${new URL(t.config.PUBLIC_URL).protocol}//${domain}/register?referralCode=PLAYHALL`,
    });
    const referralCode = new URL(body.value.link).searchParams.get('referralCode');
    const payload = newRegistration({ referralCode });
    expect((await api(t, 'PUT', '/wps/member/register', { payload })).response.statusCode).toBe(200);
    const [row] = await t.database.query<{ upline: string }>(
      'select u.account as upline from members m join members u on u.id = m.upline_id where m.account = $1',
      [payload.username],
    );
    expect(row?.upline).toBe('agent01');
  });

  it('gives an agent without a code one, once, and the same one after', async () => {
    await t.database.query(`update members set affiliate_code = null where account = 'agent02'`);
    const agent02 = await loginToken(t, 'agent02');
    const first = await api(t, 'GET', '/wps/agent/affiliate/mine', { token: agent02 });
    expect(first.body.value.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const second = await api(t, 'GET', '/wps/agent/affiliate/mine', { token: agent02 });
    expect(second.body.value.code).toBe(first.body.value.code);
    const [row] = await t.database.query<{ affiliate_code: string }>(
      `select affiliate_code from members where account = 'agent02'`,
    );
    expect(row?.affiliate_code).toBe(first.body.value.code);
  });

  it('refuses players and visitors; the public code check keeps working', async () => {
    const player = await loginToken(t, 'player01');
    const asPlayer = await api(t, 'GET', '/wps/agent/affiliate/mine', { token: player });
    expect(asPlayer.response.statusCode).toBe(403);
    expect(asPlayer.body.code).toBe('FORBIDDEN');
    expect((await api(t, 'GET', '/wps/agent/affiliate/mine')).response.statusCode).toBe(401);
    const check = await api(t, 'GET', '/wps/agent/affiliate?code=playhall');
    expect(check.body.value).toEqual({ valid: true, agentAccount: null });
  });
});
