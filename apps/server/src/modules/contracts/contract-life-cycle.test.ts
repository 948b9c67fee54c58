import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import {
  contractBetween,
  flatTier,
  newAgent,
  newPlayer,
  offer,
  processContract,
  type TestAgent,
} from '../../../test/contracts';

// Issue 14, spec §4: offer, accept, reject, withdraw, end, terminate; the rate rule; the automatic ending of the
// contracts a lower contract no longer covers.
//
//   house ─ A (top agent, brand terms) ─ B (agent) ─┬─ C (agent) ─ D (agent)
//                                                   └─ p (player)
//   house ─ S (a sibling top agent)

let t: TestContext;
let A: TestAgent;
let B: TestAgent;
let C: TestAgent;
let D: TestAgent;
let S: TestAgent;
let p: { id: bigint; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  // Known brand terms: daily salary 1% flat; a tiered dividend per month; hourly and real-time 0.5%.
  await t.database.query(
    `update contract_brand_terms set period = 'DAILY', tiers = '[{"minBase":"0","minActive":0,"rate":10000}]'
     where kind = 'DAILY_SALARY'`,
  );
  await t.database.query(
    `update contract_brand_terms set period = 'MONTHLY',
       tiers = '[{"minBase":"0","minActive":0,"rate":200000},{"minBase":"1000000","minActive":3,"rate":300000}]'
     where kind = 'DIVIDEND'`,
  );
  await t.database.query(
    `update contract_brand_terms set tiers = '[{"minBase":"0","minActive":0,"rate":5000}]'
     where kind in ('HOURLY_SALARY', 'REALTIME_SALARY')`,
  );
  A = await newAgent(t, 'house', 'la');
  B = await newAgent(t, A.id, 'lb');
  C = await newAgent(t, B.id, 'lc');
  D = await newAgent(t, C.id, 'ld');
  S = await newAgent(t, 'house', 'ls');
  p = await newPlayer(t, B);
});
afterAll(() => t.close());

const terms = async (agent: TestAgent) =>
  (await api(t, 'GET', '/wps/agent/contracts/terms', { token: agent.token })).body.value as {
    kind: string;
    source: string;
    tiers: { rate: string }[];
  }[];

describe('offering a contract', () => {
  it('gives a top agent the brand’s terms, and a sub-agent nothing until it accepts a contract', async () => {
    expect((await terms(A)).find((row) => row.kind === 'DAILY_SALARY')).toMatchObject({
      source: 'BRAND',
      tiers: [{ rate: '1' }],
    });
    expect((await terms(B)).every((row) => row.source === 'NONE')).toBe(true);
  });

  it('offers a direct downline agent a rate at or under its own, once per request id, with a message', async () => {
    const requestId = 'offer-once-0001';
    const first = await offer(t, A, B.id, 'DAILY_SALARY', flatTier('0.8'), { requestId });
    expect(first.body).toMatchObject({ success: true, value: { status: 'OFFERED', period: 'DAILY' } });
    const again = await offer(t, A, B.id, 'DAILY_SALARY', flatTier('0.8'), { requestId });
    expect(again.body.value.id).toBe(first.body.value.id);
    const reused = await offer(t, A, B.id, 'DAILY_SALARY', flatTier('0.7'), { requestId });
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const requests = await api(t, 'GET', '/wps/agent/contracts?status=offered', { token: B.token });
    expect(requests.body.value.content.map((row: { id: string }) => row.id)).toEqual([first.body.value.id]);
    const [message] = await t.database.query<{ kind: string }>(
      'select kind from member_messages where member_id = $1 order by id desc limit 1',
      [B.id],
    );
    expect(message?.kind).toBe('CONTRACT_OFFERED');
  });

  it('refuses a rate above the upline’s own at any tier, with CONTRACT_RATE_ABOVE_UPLINE', async () => {
    expect((await offer(t, A, B.id, 'DAILY_SALARY', flatTier('1.0001'))).body.code).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
    const dividend = (tiers: { minBase: string; minActive: number; rate: string }[]) =>
      offer(t, A, B.id, 'DIVIDEND', tiers, { period: 'MONTHLY' });
    // At 10,000.00 and 3 members the brand gives 30%: a tier there may reach 30, not below those thresholds.
    expect(
      (
        await dividend([
          { minBase: '0', minActive: 0, rate: '20' },
          { minBase: '10000.00', minActive: 3, rate: '30' },
        ])
      ).body.success,
    ).toBe(true);
    expect((await dividend([{ minBase: '9999.99', minActive: 3, rate: '25' }])).body.code).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
    expect((await offer(t, A, B.id, 'DIVIDEND', flatTier('10'), { period: 'WEEKLY' })).body.code).toBe(
      'CONTRACT_PERIOD_MISMATCH',
    );
  });

  it('refuses terms that are not a contract, and changes nothing', async () => {
    const before = await t.database.query('select count(*)::int as n from contracts');
    const cases: [unknown, string][] = [
      [[], 'VALIDATION_FAILED'],
      [flatTier('1.23456'), 'VALIDATION_FAILED'],
      [[{ minBase: '-1.00', minActive: 0, rate: '0.5' }], 'VALIDATION_FAILED'],
      [flatTier('0'), 'CONTRACT_TERMS_INVALID'],
      [
        [
          { minBase: '0', minActive: 0, rate: '0.5' },
          { minBase: '100.00', minActive: 1, rate: '0.4' },
        ],
        'CONTRACT_TERMS_INVALID',
      ],
      [
        [
          { minBase: '100.00', minActive: 0, rate: '0.5' },
          { minBase: '50.00', minActive: 5, rate: '0.6' },
        ],
        'CONTRACT_TERMS_INVALID',
      ],
      [
        Array.from({ length: 11 }, (_, index) => ({ minBase: `${index}.00`, minActive: 0, rate: '0.1' })),
        'VALIDATION_FAILED',
      ],
    ];
    for (const [tiers, code] of cases) {
      const answer = await api(t, 'POST', '/wps/agent/contracts', {
        token: A.token,
        payload: {
          downlineId: B.id.toString(),
          kind: 'HOURLY_SALARY',
          tiers,
          requestId: `bad-terms-${code}-x`,
        },
      });
      expect([JSON.stringify(tiers), answer.response.statusCode, answer.body.code]).toEqual([
        JSON.stringify(tiers),
        400,
        code,
      ]);
    }
    expect(await t.database.query('select count(*)::int as n from contracts')).toEqual(before);
  });

  it('offers only to its own direct downline agents (S8), and only what it has itself', async () => {
    expect((await offer(t, A, p.id, 'DAILY_SALARY', flatTier('0.5'))).body.code).toBe('NOT_IN_TEAM');
    expect((await offer(t, B, p.id, 'DAILY_SALARY', flatTier('0.5'))).body.code).toBe(
      'CONTRACT_DOWNLINE_NOT_AGENT',
    );
    expect((await offer(t, A, C.id, 'DAILY_SALARY', flatTier('0.5'))).body.code).toBe('NOT_IN_TEAM');
    expect((await offer(t, A, S.id, 'DAILY_SALARY', flatTier('0.5'))).body.code).toBe('NOT_IN_TEAM');
    expect((await offer(t, S, B.id, 'DAILY_SALARY', flatTier('0.5'))).body.code).toBe('NOT_IN_TEAM');
    expect((await offer(t, B, C.id, 'REALTIME_SALARY', flatTier('0.1'))).body.code).toBe(
      'CONTRACT_NO_UPLINE_TERMS',
    );
    const player = await api(t, 'GET', '/wps/agent/contracts/terms', { token: p.token });
    expect(player.response.statusCode).toBe(403);
  });
});

describe('deciding on a contract', () => {
  it('lets only the downline accept, through the call of the contract’s kind', async () => {
    const offered = await offer(t, A, B.id, 'HOURLY_SALARY', flatTier('0.4'));
    const id = offered.body.value.id;
    expect((await processContract(t, A.token, 'HOURLY_SALARY', id, 'ACCEPT')).body.code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );
    expect((await processContract(t, S.token, 'HOURLY_SALARY', id, 'ACCEPT')).body.code).toBe('NOT_FOUND');
    expect((await processContract(t, B.token, 'DIVIDEND', id, 'ACCEPT')).body.code).toBe('NOT_FOUND');
    const accepted = await processContract(t, B.token, 'HOURLY_SALARY', id, 'ACCEPT');
    expect(accepted.body.value).toMatchObject({ status: 'ACTIVE', isInForce: true });
    expect((await processContract(t, B.token, 'HOURLY_SALARY', id, 'ACCEPT')).body.code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );
    expect((await terms(B)).find((row) => row.kind === 'HOURLY_SALARY')).toMatchObject({
      source: 'CONTRACT',
    });
  });

  it('rejects and withdraws offers, each by its own side, with the upline told of a rejection', async () => {
    const rejected = (await offer(t, A, B.id, 'REALTIME_SALARY', flatTier('0.2'))).body.value.id;
    expect((await processContract(t, B.token, 'REALTIME_SALARY', rejected, 'WITHDRAW')).body.code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );
    expect((await processContract(t, B.token, 'REALTIME_SALARY', rejected, 'REJECT')).body.value.status).toBe(
      'REJECTED',
    );
    const withdrawn = (await offer(t, A, B.id, 'REALTIME_SALARY', flatTier('0.2'))).body.value.id;
    expect(
      (await processContract(t, A.token, 'REALTIME_SALARY', withdrawn, 'WITHDRAW')).body.value.status,
    ).toBe('WITHDRAWN');
    const told = await t.database.query<{ kind: string }>(
      "select kind from member_messages where member_id = $1 and kind = 'CONTRACT_REJECTED'",
      [A.id],
    );
    expect(told).toHaveLength(1);
  });

  it('ends the contracts a lower contract no longer covers, at any depth, once the downline agrees', async () => {
    await contractBetween(t, A, B, 'DAILY_SALARY', flatTier('0.8'));
    const bc = await contractBetween(t, B, C, 'DAILY_SALARY', flatTier('0.6'));
    const cd = await contractBetween(t, C, D, 'DAILY_SALARY', flatTier('0.3'));
    const lower = (await offer(t, A, B.id, 'DAILY_SALARY', flatTier('0.5'))).body.value.id;
    const preview = await api(t, 'GET', `/wps/agent/contracts/${lower}/acceptance`, { token: B.token });
    expect(preview.body.value.endsContracts.map((row: { id: string }) => row.id)).toEqual([bc, cd]);
    const refused = await processContract(t, B.token, 'DAILY_SALARY', lower, 'ACCEPT');
    expect(refused.body).toMatchObject({
      code: 'CONTRACT_ENDS_DOWNLINE_CONTRACTS',
      value: { endsContracts: [bc, cd] },
    });
    expect((await processContract(t, B.token, 'DAILY_SALARY', lower, 'ACCEPT', true)).body.value.status).toBe(
      'ACTIVE',
    );
    const rows = await t.database.query<{ id: bigint; status: string; end_reason: string | null }>(
      `select id, status, end_reason from contracts
       where kind = 'DAILY_SALARY' and upline_id in ($1, $2, $3) and status <> 'WITHDRAWN' order by id`,
      [A.id, B.id, C.id],
    );
    expect(rows.map((row) => [row.status, row.end_reason])).toEqual([
      ['ENDED', 'SUPERSEDED'],
      ['ENDED', 'UPLINE_RATE_LOWERED'],
      ['ENDED', 'UPLINE_RATE_LOWERED'],
      ['ACTIVE', null],
    ]);
  });

  it('ends a contract from the next brand day, and lets only the downline terminate it at once', async () => {
    const id = await contractBetween(t, B, C, 'DAILY_SALARY', flatTier('0.4'));
    const ended = await processContract(t, B.token, 'DAILY_SALARY', id, 'END');
    const [midnight] = await t.database.query<{ next: Date }>(
      `select ((now() at time zone time_zone)::date + 1)::timestamp at time zone time_zone as next from site_settings`,
    );
    expect(ended.body.value).toMatchObject({ status: 'ENDED', isInForce: true, endReason: 'ENDED' });
    expect(ended.body.value.endsAt).toBe(new Date(midnight?.next ?? 0).toISOString());
    expect((await processContract(t, B.token, 'DAILY_SALARY', id, 'END')).body.code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );
    expect((await processContract(t, B.token, 'DAILY_SALARY', id, 'TERMINATE')).body.code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );
    const terminated = await processContract(t, C.token, 'DAILY_SALARY', id, 'TERMINATE');
    expect(terminated.body.value).toMatchObject({ status: 'TERMINATED', isInForce: false });
    const events = await t.database.query<{ event: string; actor_id: bigint }>(
      'select event, actor_id from contract_events where contract_id = $1 order by id',
      [BigInt(id)],
    );
    expect(events.map((event) => [event.event, event.actor_id])).toEqual([
      ['OFFERED', B.id],
      ['ACCEPTED', C.id],
      ['ENDED', B.id],
      ['TERMINATED', C.id],
    ]);
  });

  it.each([
    ['DIVIDEND', { period: 'MONTHLY' }, flatTier('10')],
    ['DAILY_SALARY', {}, flatTier('0.2')],
    ['HOURLY_SALARY', {}, flatTier('0.1')],
    ['REALTIME_SALARY', {}, flatTier('0.1')],
  ] as const)('runs the whole life of a %s contract through its own call', async (kind, extra, tiers) => {
    const X = await newAgent(t, A.id, 'lx');
    const offered = (await offer(t, A, X.id, kind, [...tiers], extra)).body.value.id;
    expect((await processContract(t, X.token, kind, offered, 'REJECT')).body.value.status).toBe('REJECTED');
    const id = (await offer(t, A, X.id, kind, [...tiers], extra)).body.value.id;
    expect((await processContract(t, X.token, kind, id, 'ACCEPT')).body.value.status).toBe('ACTIVE');
    expect((await processContract(t, A.token, kind, id, 'END')).body.value).toMatchObject({
      status: 'ENDED',
    });
    expect((await processContract(t, X.token, kind, id, 'TERMINATE')).body.value).toMatchObject({
      status: 'TERMINATED',
      isInForce: false,
    });
  });

  it('offers nothing of a kind the brand has switched off', async () => {
    await t.change(`update feature_modules set enabled = false where mod_id = 'REALTIME_SALARY'`);
    try {
      expect((await offer(t, A, B.id, 'REALTIME_SALARY', flatTier('0.1'))).body.code).toBe(
        'FEATURE_DISABLED',
      );
      expect((await terms(A)).find((row) => row.kind === 'REALTIME_SALARY')).toMatchObject({
        isEnabled: false,
        source: 'NONE',
      });
    } finally {
      await t.change(`update feature_modules set enabled = true where mod_id = 'REALTIME_SALARY'`);
    }
  });
});
