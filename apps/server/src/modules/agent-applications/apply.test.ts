import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { APPLICATION, applyAsAgent, newApplicant } from '../../../test/agent-applications';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const countApplications = async (account: string) => {
  const [row] = await t.database.query<{ count: bigint }>(
    `select count(*) from agent_applications a join members m on m.id = a.member_id where m.account = $1`,
    [account],
  );
  return Number(row?.count ?? 0n);
};

describe('applying to become an agent', () => {
  it('records a pending application that the member then sees, and refuses a second open one', async () => {
    const member = await newApplicant(t);
    const before = await api(t, 'GET', '/wps/member/agent-application', { token: member.token });
    expect(before.body.value).toEqual({ canApply: true, isAgent: false, affiliateCode: null, latest: null });

    const applied = await applyAsAgent(t, member.token, { contact: '  telegram\u202e @club_owner ' });
    expect(applied.body, JSON.stringify(applied.body)).toMatchObject({
      success: true,
      value: { status: 'PENDING', ...APPLICATION, rejectReason: null, decidedAt: null },
    });
    const mine = await api(t, 'GET', '/wps/member/agent-application', { token: member.token });
    expect(mine.body.value).toMatchObject({ canApply: false, isAgent: false, latest: { status: 'PENDING' } });

    const again = await applyAsAgent(t, member.token, { reason: 'Asking once more, a little louder.' });
    expect(again.response.statusCode).toBe(409);
    expect(again.body.code).toBe('AGENT_APPLICATION_OPEN');
    expect(await countApplications(member.username)).toBe(1);
  });

  it('keeps one open application when two arrive at once', async () => {
    const member = await newApplicant(t);
    const answers = await Promise.all([applyAsAgent(t, member.token), applyAsAgent(t, member.token)]);
    expect(answers.map((answer) => answer.body.code ?? 'OK').sort()).toEqual([
      'AGENT_APPLICATION_OPEN',
      'OK',
    ]);
    expect(await countApplications(member.username)).toBe(1);
  });

  it('refuses agents, trial users and callers without a session, and stores nothing', async () => {
    const agent = await loginToken(t, 'agent01');
    const byAgent = await applyAsAgent(t, agent);
    expect(byAgent.response.statusCode).toBe(409);
    expect(byAgent.body.code).toBe('ALREADY_AGENT');
    const agentView = await api(t, 'GET', '/wps/member/agent-application', { token: agent });
    expect(agentView.body.value).toMatchObject({ canApply: false, isAgent: true, affiliateCode: 'PLAYHALL' });

    const trial = (
      await api(t, 'POST', '/wps/session/login/freeplay', { payload: { os: 'Linux', platform: 'W' } })
    ).body.value.token;
    const byTrial = await applyAsAgent(t, trial);
    expect(byTrial.response.statusCode).toBe(403);
    expect(byTrial.body.code).toBe('REAL_ACCOUNT_REQUIRED');

    const anonymous = await applyAsAgent(t, '');
    expect(anonymous.response.statusCode).toBe(401);
    // Without a session even a malformed body is not read: the answer is about the session, not the fields.
    const anonymousBad = await api(t, 'POST', '/wps/member/agent-application', { payload: { reason: 1 } });
    expect(anonymousBad.body.code).toBe('UNAUTHORIZED');
    const [row] = await t.database.query<{ count: bigint }>(
      `select count(*) from agent_applications a join members m on m.id = a.member_id
       where m.account = 'agent01' or m.type = 4`,
    );
    expect(row?.count).toBe(0n);
  });

  it.each([
    ['a reason too short', { reason: 'short' }, 'reason'],
    ['a reason too long', { reason: 'x'.repeat(501) }, 'reason'],
    ['a reason of blanks', { reason: ' '.repeat(20) }, 'reason'],
    ['a team size of zero', { expectedTeamSize: 0 }, 'expectedTeamSize'],
    ['a team size too large', { expectedTeamSize: 100_001 }, 'expectedTeamSize'],
    ['a fractional team size', { expectedTeamSize: 2.5 }, 'expectedTeamSize'],
    ['a team size as text', { expectedTeamSize: '40' }, 'expectedTeamSize'],
    ['a contact too short', { contact: 'ab' }, 'contact'],
    ['a contact too long', { contact: 'c'.repeat(101) }, 'contact'],
    ['a contact with a line break', { contact: 'line one\nline two' }, 'contact'],
    ['a contact with a NUL', { contact: 'tele\u0000gram' }, 'contact'],
    ['a reason with an escape', { reason: 'ten characters \u001b[31m red' }, 'reason'],
    ['an unknown field', { referrer: 'someone' }, 'referrer'],
  ])('refuses %s with a field error and stores nothing', async (_name, fields, field) => {
    const member = await newApplicant(t);
    const answer = await applyAsAgent(t, member.token, fields);
    expect(answer.response.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await countApplications(member.username)).toBe(0);
  });

  it('refuses a missing field', async () => {
    const member = await newApplicant(t);
    const answer = await api(t, 'POST', '/wps/member/agent-application', {
      token: member.token,
      payload: { reason: APPLICATION.reason, expectedTeamSize: 3 },
    });
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.errors[0].field).toBe('contact');
    expect(await countApplications(member.username)).toBe(0);
  });
});
