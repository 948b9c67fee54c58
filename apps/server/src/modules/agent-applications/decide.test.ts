import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken, newRegistration } from '../../../test/accounts';
import { applyAsAgent, newApplicant, pendingApplicationId } from '../../../test/agent-applications';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { operatorToken } from '../../../test/cashier';
import { fund, mainBalance, memberId } from '../../../test/money';
import { newOperator } from '../../../test/operators';

let t: TestContext;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
});
afterAll(async () => t.close());

/** A decision by this operator session (undefined: no session at all). */
const decide = (id: string, action: 'approve' | 'reject', token: string | undefined, reason?: unknown) =>
  api(t, 'POST', `/ops/api/agent-applications/${id}/${action}`, {
    ...(token ? { token } : {}),
    ...(action === 'reject' ? { payload: reason === undefined ? {} : { reason } } : {}),
  });

async function messagesOf(account: string) {
  return t.database.query<{ kind: string; params: Record<string, string> }>(
    `select kind, params from member_messages where member_id = $1 and kind like 'AGENT_APPLICATION_%' order by id`,
    [await memberId(t, account)],
  );
}

async function auditOf(applicationId: string) {
  return t.database.query<{ action: string; operator_id: bigint; detail: Record<string, unknown> }>(
    `select action, operator_id, detail from audit_log where target_type = 'agent_application' and target_id = $1`,
    [applicationId],
  );
}

describe('an operator decides an agent application', () => {
  it('lists pending applications with the member and its upline', async () => {
    const member = await newApplicant(t);
    await applyAsAgent(t, member.token);
    const { body } = await api(t, 'GET', '/ops/api/agent-applications', { token: operator });
    expect(body.value.find((row: { account: string }) => row.account === member.username)).toMatchObject({
      upline: 'agent01',
      expectedTeamSize: 40,
      contact: 'telegram @club_owner',
    });
  });

  it('approves: type 1 under the same upline, an invitation code, an agent wallet, a message and an audit line', async () => {
    const member = await newApplicant(t);
    await fund(t, member.username, 12_345n);
    await applyAsAgent(t, member.token);
    const id = await pendingApplicationId(t, operator, member.username);
    const memberIdBefore = await memberId(t, member.username);
    const treeBefore = await t.database.query(
      'select ancestor_id, depth from member_tree where descendant_id = $1 order by depth',
      [memberIdBefore],
    );

    const approved = await decide(id, 'approve', operator);
    expect(approved.body, JSON.stringify(approved.body)).toMatchObject({ success: true, value: { type: 1 } });
    const code: string = approved.body.value.affiliateCode;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const [row] = await t.database.query<{ type: number; affiliate_code: string; upline: string }>(
      `select m.type, m.affiliate_code, u.account as upline from members m join members u on u.id = m.upline_id
       where m.id = $1`,
      [memberIdBefore],
    );
    expect(row).toEqual({ type: 1, affiliate_code: code, upline: 'agent01' });
    expect(
      await t.database.query(
        'select ancestor_id, depth from member_tree where descendant_id = $1 order by depth',
        [memberIdBefore],
      ),
    ).toEqual(treeBefore);
    const wallets = await t.database.query<{ kind: string }>(
      `select kind from ledger_accounts where member_id = $1 and code like 'MAIN:%'`,
      [memberIdBefore],
    );
    expect(wallets).toEqual([{ kind: 'AGENT' }]);
    expect((await mainBalance(t, member.username)).balance).toBe(12_345n);

    expect(await messagesOf(member.username)).toEqual([
      { kind: 'AGENT_APPLICATION_APPROVED', params: { applicationId: id, affiliateCode: code } },
    ]);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'AGENT_APPLICATION_APPROVE',
      detail: { affiliateCode: code, type: 1 },
    });

    // The same session is an agent's now, and the member's page says so.
    const info = await api(t, 'GET', '/wps/member/info', { token: member.token });
    expect(info.body.value).toMatchObject({ type: 1, isAgent: true });
    const mine = await api(t, 'GET', '/wps/member/agent-application', { token: member.token });
    expect(mine.body.value).toMatchObject({
      canApply: false,
      isAgent: true,
      affiliateCode: code,
      latest: { status: 'APPROVED' },
    });
    // The code invites: a registration with it lands under the new agent.
    const invited = newRegistration({ affiliateCode: code.toLowerCase() });
    expect((await api(t, 'PUT', '/wps/member/register', { payload: invited })).body.success).toBe(true);
    const [downline] = await t.database.query<{ upline_id: bigint }>(
      'select upline_id from members where account = $1',
      [invited.username],
    );
    expect(downline?.upline_id).toBe(memberIdBefore);
    // And it is an agent now, so it may not apply again.
    expect((await applyAsAgent(t, member.token)).body.code).toBe('ALREADY_AGENT');
  });

  it('rejects only with a reason; the member reads it and may apply again', async () => {
    const member = await newApplicant(t);
    await applyAsAgent(t, member.token);
    const id = await pendingApplicationId(t, operator, member.username);
    for (const reason of [undefined, '', 'no', 'x'.repeat(201)]) {
      const refused = await decide(id, 'reject', operator, reason);
      expect(refused.body.code, String(reason)).toBe('VALIDATION_FAILED');
    }
    expect(await auditOf(id)).toEqual([]);

    const rejected = await decide(id, 'reject', operator, '  Team size not credible yet.  ');
    expect(rejected.body.success).toBe(true);
    expect(await messagesOf(member.username)).toEqual([
      {
        kind: 'AGENT_APPLICATION_REJECTED',
        params: { applicationId: id, reason: 'Team size not credible yet.' },
      },
    ]);
    expect(await auditOf(id)).toMatchObject([
      { action: 'AGENT_APPLICATION_REJECT', detail: { reason: 'Team size not credible yet.' } },
    ]);
    const [type] = await t.database.query<{ type: number }>('select type from members where account = $1', [
      member.username,
    ]);
    expect(type?.type).toBe(0);

    const mine = await api(t, 'GET', '/wps/member/agent-application', { token: member.token });
    expect(mine.body.value).toMatchObject({
      canApply: true,
      isAgent: false,
      latest: { status: 'REJECTED', rejectReason: 'Team size not credible yet.' },
    });
    const again = await applyAsAgent(t, member.token);
    expect(again.body.value).toMatchObject({ status: 'PENDING' });
  });

  it('takes a decision once: a second approval or a rejection after it is refused and changes nothing', async () => {
    const member = await newApplicant(t);
    await applyAsAgent(t, member.token);
    const id = await pendingApplicationId(t, operator, member.username);
    const reviewer = await operatorToken(t, 'reviewer');
    expect((await decide(id, 'approve', operator)).body.success).toBe(true);
    const code = (
      await t.database.query<{ affiliate_code: string }>(
        'select affiliate_code from members where account = $1',
        [member.username],
      )
    )[0];
    for (const late of [
      await decide(id, 'approve', reviewer),
      await decide(id, 'reject', reviewer, 'Too late now.'),
    ]) {
      expect(late.response.statusCode).toBe(409);
      expect(late.body.code).toBe('AGENT_APPLICATION_DECIDED');
    }
    expect(await auditOf(id)).toHaveLength(1);
    expect(await messagesOf(member.username)).toHaveLength(1);
    expect(
      (await t.database.query('select affiliate_code from members where account = $1', [member.username]))[0],
    ).toEqual(code);
    expect((await decide('987654321', 'approve', operator)).response.statusCode).toBe(404);
  });

  it('refuses to approve a member that became an agent some other way, and leaves the application pending', async () => {
    const member = await newApplicant(t);
    await applyAsAgent(t, member.token);
    const id = await pendingApplicationId(t, operator, member.username);
    await t.database.query("update members set type = 2, affiliate_code = 'ELSEWHERE1' where account = $1", [
      member.username,
    ]);
    const refused = await decide(id, 'approve', operator);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body.code).toBe('ALREADY_AGENT');
    const [row] = await t.database.query<{ status: string; affiliate_code: string }>(
      'select a.status, m.affiliate_code from agent_applications a join members m on m.id = a.member_id where a.id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'PENDING', affiliate_code: 'ELSEWHERE1' });
    expect(await auditOf(id)).toEqual([]);
    expect(await messagesOf(member.username)).toEqual([]);
    // The operator can still close it.
    expect((await decide(id, 'reject', operator, 'Already an agent.')).body.success).toBe(true);
  });

  it('is closed to members, agents and operators without a live, finished session (S8)', async () => {
    const member = await newApplicant(t);
    await applyAsAgent(t, member.token);
    const id = await pendingApplicationId(t, operator, member.username);
    const agent = await loginToken(t, 'agent01');
    for (const token of [member.token, agent, undefined]) {
      expect((await api(t, 'GET', '/ops/api/agent-applications', { token })).response.statusCode).toBe(401);
      expect((await decide(id, 'approve', token)).response.statusCode).toBe(401);
      // The body of a stranger's rejection is not even read.
      const reject = await decide(id, 'reject', token, 1);
      expect(reject.body.code).toBe('UNAUTHORIZED');
    }
    // An operator who has not changed the first password yet, and one who logged out.
    const fresh = await newOperator(t, { mustChangePassword: true });
    const login = await api(t, 'POST', '/ops/api/session/login', {
      payload: { username: fresh.username, password: fresh.password },
    });
    expect((await decide(id, 'approve', login.body.value.token)).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const ended = await newOperator(t);
    const endedLogin = await api(t, 'POST', '/ops/api/session/login', {
      payload: { username: ended.username, password: ended.password },
    });
    const endedToken = endedLogin.body.value.token;
    await api(t, 'DELETE', '/ops/api/session/logout', { token: endedToken });
    expect((await decide(id, 'approve', endedToken)).response.statusCode).toBe(401);

    const [row] = await t.database.query<{ status: string }>(
      'select status from agent_applications where id = $1',
      [id],
    );
    expect(row?.status).toBe('PENDING');
    expect(await auditOf(id)).toEqual([]);
  });
});
