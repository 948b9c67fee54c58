import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { contractBetween, flatTier, newAgent, newPlayer, type TestAgent } from '../../../test/contracts';
import { fund, mainBalance } from '../../../test/money';
import { launch, playRound } from '../../../test/vendor';
import { checkInvariants } from '../ledger/invariants';

// Issue 14: daily salary settled by level difference, checked against a hand-computed tree played through the
// real bet paths, then run again and at once (J1).
//
//   house ─ A (brand: 1%, or 1.2% from 6,500.00 with 3 active) ─┬─ pA     bets   999.00
//                                                                └─ B (0.6%) ─┬─ pB   bets 2,000.00
//                                                                             └─ C (0.3%) ─ pC  bets 3,001.00
//                                                                               (C itself bets   500.00)
//
// A's team: 999 + 2,000 + 500 + 3,001 = 6,500.00 with 4 active members: the second tier exactly, 1.2% = 78.00.
// B's team: 2,000 + 500 + 3,001 = 5,501.00 at 0.6% = 33.006 → 33.00 (A keeps the 0.006).
// C's team: 3,001.00 at 0.3% = 9.003 → 9.00.
// The house pays A 78.00; A pays B 33.00 and keeps 45.00; B pays C 9.00 and keeps 24.00.

let t: TestContext;
let A: TestAgent;
let B: TestAgent;
let C: TestAgent;

/** Moves the settlement clock to `minutes` past the brand's next midnight and runs the job (the journeys' hook). */
async function settleAfterMidnight(minutes: number) {
  const [row] = await t.database.query<{ minutes: number }>(
    `select ceil(extract(epoch from ((((now() at time zone time_zone)::date + 1)::timestamp at time zone time_zone)
       - now())) / 60)::int as minutes from site_settings`,
  );
  const answer = await api(t, 'POST', '/test-hooks/settlement-clock', {
    payload: { offsetMinutes: (row?.minutes ?? 0) + minutes },
  });
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return answer.body.value.done as number;
}

const settlementsOf = (agent: TestAgent) =>
  t.database.query<{
    base: bigint;
    tier: number;
    rate: number;
    amount: bigint;
    status: string;
    payer_id: bigint;
  }>(
    `select base, tier, rate, amount, status, payer_id from contract_settlements
     where payee_id = $1 and kind = 'DAILY_SALARY'`,
    [agent.id],
  );

beforeAll(async () => {
  t = await buildTestApp({ TEST_CLOCK_HOOK: 'true' });
  await t.database.query(
    `update contract_brand_terms set tiers =
       '[{"minBase":"0","minActive":0,"rate":10000},{"minBase":"650000","minActive":3,"rate":12000}]'
     where kind = 'DAILY_SALARY'`,
  );
  // Only daily salary here: the other kinds would pay A too.
  await t.change(
    `update feature_modules set enabled = false where mod_id in ('DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY')`,
  );
  A = await newAgent(t, 'house', 'sa');
  B = await newAgent(t, A.id, 'sb');
  C = await newAgent(t, B.id, 'sc');
  await contractBetween(t, A, B, 'DAILY_SALARY', flatTier('0.6'));
  await contractBetween(t, B, C, 'DAILY_SALARY', flatTier('0.3'));
  // The first run starts the schedules' cursors at the current period, before today's bets.
  await api(t, 'POST', '/test-hooks/settlement-clock', { payload: { offsetMinutes: 0 } });
  const plays: [TestAgent | null, TestAgent, bigint][] = [
    [null, A, 99_900n],
    [null, B, 200_000n],
    [null, C, 300_100n],
    [C, C, 50_000n],
  ];
  for (const [self, upline, stake] of plays) {
    const member = self ?? (await newPlayer(t, upline));
    await fund(t, member.account, stake);
    // C's own round wins its stake back, so its balance is its salary alone.
    await playRound(t, await launch(t, member.token), stake, self ? stake : 0n);
  }
});
afterAll(() => t.close());

describe('daily salary', () => {
  it('waits for the brand’s midnight and the configured delay before a day settles', async () => {
    await settleAfterMidnight(30);
    expect(await settlementsOf(A)).toEqual([]);
  });

  it('pays each agent its rate on its team’s valid bets, level by level, rounding down', async () => {
    await settleAfterMidnight(61);
    expect(await settlementsOf(A)).toEqual([
      { base: 650_000n, tier: 2, rate: 12_000, amount: 7_800n, status: 'PAID', payer_id: null },
    ]);
    expect(await settlementsOf(B)).toEqual([
      { base: 550_100n, tier: 1, rate: 6_000, amount: 3_300n, status: 'PAID', payer_id: A.id },
    ]);
    expect(await settlementsOf(C)).toEqual([
      { base: 300_100n, tier: 1, rate: 3_000, amount: 900n, status: 'PAID', payer_id: B.id },
    ]);
    expect((await mainBalance(t, A.account)).balance).toBe(4_500n);
    expect((await mainBalance(t, B.account)).balance).toBe(2_400n);
    // C keeps the 500.00 it was funded with and won back.
    expect((await mainBalance(t, C.account)).balance).toBe(50_900n);
    const failed = (await checkInvariants(t.database)).filter((result) => result.violations > 0);
    expect(failed).toEqual([]);
  });

  it('pays once however often the job runs, one after another or at once (J1)', async () => {
    const postings = async () =>
      (
        await t.database.query<{ n: number }>(
          "select count(*)::int as n from ledger_transactions where kind = 'SALARY_DAILY'",
        )
      )[0]?.n;
    const before = await postings();
    for (let run = 0; run < 3; run++) await runJob(t, 'contract-settlement');
    await Promise.all([runJob(t, 'contract-settlement'), runJob(t, 'contract-settlement')]);
    await settleAfterMidnight(61);
    expect(await postings()).toBe(before);
    expect(await settlementsOf(C)).toHaveLength(1);
  });

  it('shows each agent its record, received and paid, and its income', async () => {
    const [day] = await t.database.query<{ today: string }>(
      "select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as today from site_settings",
    );
    const query = `kind=DAILY_SALARY&startDate=${day?.today}&endDate=${day?.today}`;
    const received = await api(t, 'GET', `/wps/agent/settlements?${query}`, { token: B.token });
    expect(received.body.value).toMatchObject({
      totalElements: 1,
      content: [
        { payee: B.account, payer: A.account, base: '5501.00', rate: '0.6', amount: '33.00', status: 'PAID' },
      ],
      totals: { amount: '33.00', paid: '33.00', waiting: '0.00' },
    });
    const paid = await api(t, 'GET', `/wps/agent/settlements?${query}&role=paid`, { token: B.token });
    expect(paid.body.value.content).toMatchObject([{ payee: C.account, amount: '9.00' }]);
    const income = await api(t, 'GET', `/wps/agent/income?startDate=${day?.today}&endDate=${day?.today}`, {
      token: B.token,
    });
    expect(income.body.value.content).toMatchObject([{ type: 'SALARY_DAILY', amount: '33.00' }]);
    // Paid after the brand's midnight by the moved clock, but on the real clock still today.
    const overview = await api(
      t,
      'GET',
      `/wps/agent/team/overview?startDate=${day?.today}&endDate=${day?.today}`,
      {
        token: B.token,
      },
    );
    expect(overview.body.value.income).toEqual({ transfersIn: '0.00', contracts: '33.00', total: '33.00' });
    const menus = await api(t, 'GET', '/wps/member/info/funds/consolidated', { token: C.token });
    expect(menus.body.value.contracts).toEqual({
      dividend: false,
      dailySalary: true,
      hourlySalary: false,
      realtimeSalary: false,
    });
  });
});
