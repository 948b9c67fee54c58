import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { operatorToken } from '../../../test/cashier';
import { contractBetween, flatTier, newAgent, type TestAgent } from '../../../test/contracts';

// Issue 14 in the operator console: the brand's terms and settlement settings, every contract, an operator's
// ending, each audited. Run on both engines: PostgreSQL answers timestamps as text where PGlite gives a Date.
//
//   house ─ A (top agent: brand daily salary 1% flat) ─ B (0.8%, from A)

let t: TestContext;
let operator: string;
let A: TestAgent;
let B: TestAgent;
let contractId: string;

type Overview = {
  terms: { kind: string; period: string; tiers: unknown[]; isEnabled: boolean; updatedAt: string }[];
  settings: Record<string, unknown>;
};

const ops = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
  api(t, method, url, { token: operator, ...(payload ? { payload } : {}) });

const auditOf = (action: string) =>
  t.database.query<{ operator_id: bigint | null; target_id: string; detail: Record<string, unknown> }>(
    'select operator_id, target_id, detail from audit_log where action = $1 order by id',
    [action],
  );

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.query(
    `update contract_brand_terms set tiers = '[{"minBase":"0","minActive":0,"rate":10000}]'
     where kind = 'DAILY_SALARY'`,
  );
  operator = await operatorToken(t, 'operator');
  A = await newAgent(t, 'house', 'oa');
  B = await newAgent(t, A.id, 'ob');
  contractId = await contractBetween(t, A, B, 'DAILY_SALARY', flatTier('0.8'));
});
afterAll(() => t.close());

describe('brand terms and settings in the console', () => {
  it('answers the four kinds with their flag and when they changed, and the settlement settings', async () => {
    const { body } = await ops('GET', '/ops/api/contract-terms');
    expect(body.success, JSON.stringify(body)).toBe(true);
    const overview = body.value as Overview;
    expect(overview.terms.map((terms) => terms.kind).sort()).toEqual([
      'DAILY_SALARY',
      'DIVIDEND',
      'HOURLY_SALARY',
      'REALTIME_SALARY',
    ]);
    const daily = overview.terms.find((terms) => terms.kind === 'DAILY_SALARY');
    expect(daily).toMatchObject({
      period: 'DAILY',
      isEnabled: true,
      tiers: [{ minBase: '0.00', rate: '1' }],
    });
    expect(new Date(daily?.updatedAt ?? '').toISOString()).toBe(daily?.updatedAt);
    expect(overview.settings).toEqual({
      carryDividendLosses: true,
      dailyDelayMinutes: 60,
      hourlyGraceMinutes: 10,
      realtimeGraceMinutes: 2,
    });
  });

  it('asks before lower terms end a top agent’s contract, then ends it and audits the terms as typed', async () => {
    const lower = { tiers: [{ minBase: '0', minActive: 0, rate: '0.75' }] };
    const refused = await ops('PUT', '/ops/api/contract-terms/DAILY_SALARY', lower);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CONTRACT_ENDS_DOWNLINE_CONTRACTS',
      value: { endsContracts: [contractId] },
    });
    const [unchanged] = await t.database.query<{ status: string }>(
      'select status from contracts where id = $1',
      [contractId],
    );
    expect(unchanged?.status).toBe('ACTIVE');

    const agreed = await ops('PUT', '/ops/api/contract-terms/DAILY_SALARY', { ...lower, endContracts: true });
    expect(agreed.body.success, JSON.stringify(agreed.body)).toBe(true);
    const daily = (agreed.body.value as Overview).terms.find((terms) => terms.kind === 'DAILY_SALARY');
    expect(daily?.tiers).toEqual([{ minBase: '0.00', minActive: 0, rate: '0.75' }]);
    const [ended] = await t.database.query<{ status: string; end_reason: string }>(
      'select status, end_reason from contracts where id = $1',
      [contractId],
    );
    expect(ended).toEqual({ status: 'ENDED', end_reason: 'BRAND_TERMS_LOWERED' });
    const [audit] = await auditOf('contract.brand-terms');
    expect(audit).toMatchObject({
      target_id: 'DAILY_SALARY',
      detail: {
        period: 'DAILY',
        tiers: [{ minBase: '0.00', minActive: 0, rate: '0.75' }],
        ended: [contractId],
      },
    });
  });

  it('changes the settings within their bounds, audited', async () => {
    const settings = {
      carryDividendLosses: false,
      dailyDelayMinutes: 75,
      hourlyGraceMinutes: 10,
      realtimeGraceMinutes: 2,
    };
    expect(
      (await ops('PUT', '/ops/api/contract-settings', { ...settings, dailyDelayMinutes: 1441 })).body.code,
    ).toBe('VALIDATION_FAILED');
    const saved = await ops('PUT', '/ops/api/contract-settings', settings);
    expect((saved.body.value as Overview).settings).toEqual(settings);
    expect((await auditOf('contract.settings')).map((row) => row.detail)).toEqual([settings]);
  });
});

describe('contracts in the console', () => {
  it('finds contracts by the account of either side, kind and status', async () => {
    const ids = async (query: string) =>
      ((await ops('GET', `/ops/api/contracts?${query}`)).body.value.content as { id: string }[]).map(
        (row) => row.id,
      );
    expect(await ids(`account=${A.account}`)).toContain(contractId);
    expect(await ids(`account=${B.account.toUpperCase()}`)).toContain(contractId);
    expect(await ids(`account=${B.account}&kind=DIVIDEND`)).toEqual([]);
    expect(await ids(`account=${B.account}&status=ENDED`)).toEqual([contractId]);
  });

  it('terminates a contract for an operator: the event names the operator, both sides hear, the audit line commits with it', async () => {
    const C = await newAgent(t, A.id, 'oc');
    const id = await contractBetween(t, A, C, 'DAILY_SALARY', flatTier('0.5'));
    const [before] = await t.database.query<{ last: bigint }>(
      'select coalesce(max(id), 0)::bigint as last from member_messages',
    );
    const missing = await ops('POST', `/ops/api/contracts/${id}/end`, { action: 'TERMINATE', reason: 'x' });
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    const done = await ops('POST', `/ops/api/contracts/${id}/end`, {
      action: 'TERMINATE',
      reason: 'Both agents asked to stop',
    });
    expect(done.body.value).toMatchObject({ id, status: 'TERMINATED', isInForce: false });
    const [event] = await t.database.query<{ actor_kind: string; actor_id: bigint | null }>(
      "select actor_kind, actor_id from contract_events where contract_id = $1 and event = 'TERMINATED'",
      [id],
    );
    const [audit] = await auditOf('contract.terminate');
    expect(audit).toMatchObject({ target_id: id, detail: { reason: 'Both agents asked to stop' } });
    expect(event).toEqual({ actor_kind: 'OPERATOR', actor_id: audit?.operator_id });
    const told = await t.database.query<{ member_id: bigint }>(
      "select member_id from member_messages where kind = 'CONTRACT_ENDED' and id > $1",
      [before?.last ?? 0n],
    );
    expect(told.map((row) => row.member_id).sort()).toEqual([A.id, C.id].sort());
    // Ended once: a second ending changes nothing and writes no second audit line.
    const again = await ops('POST', `/ops/api/contracts/${id}/end`, { action: 'END', reason: 'Once more' });
    expect(again.body.code).toBe('CONTRACT_ACTION_NOT_ALLOWED');
    expect(await auditOf('contract.end')).toEqual([]);
  });
});
