import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { applyAsAgent, newApplicant, pendingApplicationId } from '../../../test/agent-applications';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { operatorToken } from '../../../test/cashier';

describe.runIf(process.env.DATABASE_URL)('agent application decisions racing on PostgreSQL', () => {
  let t: TestContext;
  let operator: string;
  let reviewer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    operator = await operatorToken(t, 'operator');
    reviewer = await operatorToken(t, 'reviewer');
  });
  afterAll(async () => t.close());

  it('lets exactly one of two operators approving and rejecting at once decide, each time', async () => {
    for (let round = 0; round < 6; round++) {
      const member = await newApplicant(t);
      await applyAsAgent(t, member.token);
      const id = await pendingApplicationId(t, operator, member.username);
      const path = (action: string) => `/ops/api/agent-applications/${id}/${action}`;
      const answers = await Promise.all([
        api(t, 'POST', path('approve'), { token: operator }),
        api(t, 'POST', path('approve'), { token: reviewer }),
        api(t, 'POST', path('reject'), { token: operator, payload: { reason: 'Not this time.' } }),
        api(t, 'POST', path('reject'), { token: reviewer, payload: { reason: 'Not this time.' } }),
      ]);
      const codes = answers.map((answer) => (answer.body.success ? 'OK' : answer.body.code));
      expect(
        codes.filter((code) => code === 'OK'),
        codes.join(),
      ).toHaveLength(1);
      expect(codes.filter((code) => code === 'AGENT_APPLICATION_DECIDED')).toHaveLength(3);
      const won = answers.findIndex((answer) => answer.body.success);

      const [state] = await t.database.query<{
        status: string;
        type: number;
        kind: string;
        messages: bigint;
        audits: bigint;
      }>(
        `select a.status, m.type, l.kind,
           (select count(*) from member_messages where member_id = m.id and kind like 'AGENT_APPLICATION_%') as messages,
           (select count(*) from audit_log where target_type = 'agent_application' and target_id = a.id::text) as audits
         from agent_applications a join members m on m.id = a.member_id
         join ledger_accounts l on l.member_id = m.id and l.code like 'MAIN:%'
         where a.id = $1`,
        [id],
      );
      const approved = won < 2;
      expect(state).toEqual({
        status: approved ? 'APPROVED' : 'REJECTED',
        type: approved ? 1 : 0,
        kind: approved ? 'AGENT' : 'PLAYER',
        messages: 1n,
        audits: 1n,
      });
    }
  });

  it('approves many members at once, each with its own invitation code', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => newApplicant(t)));
    await Promise.all(members.map((member) => applyAsAgent(t, member.token)));
    const ids = await Promise.all(
      members.map((member) => pendingApplicationId(t, operator, member.username)),
    );
    const answers = await Promise.all(
      ids.map((id, index) =>
        api(t, 'POST', `/ops/api/agent-applications/${id}/approve`, {
          token: index % 2 ? operator : reviewer,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.body.value?.affiliateCode);
    expect(new Set(codes).size).toBe(8);
    expect(codes.every((code) => typeof code === 'string')).toBe(true);
  });
});
