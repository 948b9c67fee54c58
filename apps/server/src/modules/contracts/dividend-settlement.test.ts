import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { operatorToken } from '../../../test/cashier';
import { contractBetween, flatTier, newAgent, newPlayer, type TestAgent } from '../../../test/contracts';
import { fund, mainBalance } from '../../../test/money';
import { checkInvariants } from '../ledger/invariants';

// Issue 14: a daily dividend over two past days whose figures are written as the money paths write them (own daily
// rows, then the roll-up), after a node was down since before the first day (its cursor is moved back there).
//
//   house ─ A (brand dividend: 40% per day) ─┬─ pA
//                                             └─ B (30%) ─ pB
//
// Day 1: pA: valid bets 1,000.00, payouts 3,000.00; pB: valid bets 1,000.00, no payout, a rebate of 100.00.
//        B's team: 1,000 − 100 = 900.00 → 30% = 270.00, which A owes. A's team: −2,000 + 900 = −1,100.00: nothing
//        due, the loss carried. The run pays top agents first, so A's day-2 dividend pays B's day 1.
// Day 2: pA: valid bets 2,000.00, no payout. A: 2,000 − 1,100 carried = 900.00 → 40% = 360.00. B: nothing.
//
// A second tree, where the upline never has the money: house ─ A2 (40%) ─┬─ pA2: day 1 valid 1,000.00, paid 5,000.00
//                                                                        └─ B2 (30%) ─ pB2: day 1 valid 1,000.00
// B2 is owed 300.00 that A2 (−3,000.00 for the day) cannot pay: an operator cancels it.

let t: TestContext;
let A: TestAgent;
let B: TestAgent;
let A2: TestAgent;
let B2: TestAgent;
let days: { one: string; two: string };

const dividends = (agent: TestAgent) =>
  t.database.query<{ base: bigint; carried_in: bigint; amount: bigint; status: string }>(
    `select base, carried_in, amount, status from contract_settlements
     where payee_id = $1 and kind = 'DIVIDEND' order by period_start`,
    [agent.id],
  );

async function ownDay(memberId: bigint, day: string, valid: bigint, payout: bigint, rebate = 0n) {
  await t.database.query(
    `insert into member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet, payout)
     values ($1, $2, 'SLOT', 1, $3, $3, $4)`,
    [memberId, day, valid, payout],
  );
  if (rebate > 0n)
    await t.database.query('insert into member_daily_money (member_id, day, rebates) values ($1, $2, $3)', [
      memberId,
      day,
      rebate,
    ]);
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.query(
    `update contract_brand_terms set period = 'DAILY', tiers = '[{"minBase":"0","minActive":0,"rate":400000}]'
     where kind = 'DIVIDEND'`,
  );
  await t.change(
    `update feature_modules set enabled = false where mod_id in ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`,
  );
  A = await newAgent(t, 'house', 'da');
  B = await newAgent(t, A.id, 'db');
  const pA = await newPlayer(t, A);
  const pB = await newPlayer(t, B);
  // The contract was accepted before the days it settles (decided_at moved back as if it had been).
  const id = await contractBetween(t, A, B, 'DIVIDEND', flatTier('30'), { period: 'DAILY' });
  await t.database.query("update contracts set decided_at = now() - interval '30 days' where id = $1", [
    BigInt(id),
  ]);
  const [row] = await t.database.query<{ one: string; two: string; start: Date }>(
    `select to_char(d - 5, 'YYYY-MM-DD') as one, to_char(d - 4, 'YYYY-MM-DD') as two,
            (d - 5)::timestamp at time zone time_zone as start
     from (select (now() at time zone time_zone)::date as d, time_zone from site_settings) s`,
  );
  if (!row) throw new Error('no brand day');
  days = { one: row.one, two: row.two };
  await ownDay(pA.id, days.one, 100_000n, 300_000n);
  await ownDay(pB.id, days.one, 100_000n, 0n, 10_000n);
  await ownDay(pA.id, days.two, 200_000n, 0n);
  A2 = await newAgent(t, 'house', 'dx');
  B2 = await newAgent(t, A2.id, 'dy');
  const second = await contractBetween(t, A2, B2, 'DIVIDEND', flatTier('30'), { period: 'DAILY' });
  await t.database.query("update contracts set decided_at = now() - interval '30 days' where id = $1", [
    BigInt(second),
  ]);
  await ownDay((await newPlayer(t, A2)).id, days.one, 100_000n, 500_000n);
  await ownDay((await newPlayer(t, B2)).id, days.one, 100_000n, 0n);
  await t.database.query(
    `insert into settlement_cursors (schedule, settled_until) values ('DIVIDEND:DAILY', $1)
     on conflict (schedule) do update set settled_until = excluded.settled_until`,
    [new Date(row.start).toISOString()],
  );
});
afterAll(() => t.close());

describe('dividend', () => {
  it('pays nothing for a losing period and carries the loss into the next, from the days it missed', async () => {
    await runJob(t, 'contract-settlement');
    expect((await dividends(A)).slice(0, 2)).toEqual([
      { base: -110_000n, carried_in: 0n, amount: 0n, status: 'NOTHING_DUE' },
      { base: 90_000n, carried_in: -110_000n, amount: 36_000n, status: 'PAID' },
    ]);
  });

  it('pays an agent before it pays its downline: A’s 360.00 of day 2 covers B’s 270.00 of day 1', async () => {
    expect(await dividends(B)).toEqual([{ base: 90_000n, carried_in: 0n, amount: 27_000n, status: 'PAID' }]);
    expect((await mainBalance(t, A.account)).balance).toBe(36_000n - 27_000n);
    expect((await mainBalance(t, B.account)).balance).toBe(27_000n);
  });

  it('lets an operator settle a stuck payment by cancelling it, audited, and never pays it after', async () => {
    const [stuck] = await t.database.query<{ id: bigint; status: string }>(
      "select id, status from contract_settlements where payee_id = $1 and kind = 'DIVIDEND'",
      [B2.id],
    );
    expect(stuck?.status).toBe('WAITING_FUNDS');
    const told = await t.database.query<{ member_id: bigint }>(
      "select member_id from member_messages where kind = 'CONTRACT_WAITING_FUNDS' and member_id in ($1, $2)",
      [A2.id, B2.id],
    );
    expect(told.map((row) => row.member_id).sort()).toEqual([A2.id, B2.id].sort());
    const operator = await operatorToken(t, 'operator');
    const waiting = await api(t, 'GET', `/ops/api/settlements?status=WAITING_FUNDS&account=${B2.account}`, {
      token: operator,
    });
    expect(waiting.body.value.content).toMatchObject([
      { payee: B2.account, payer: A2.account, amount: '300.00' },
    ]);
    const retried = await api(t, 'POST', `/ops/api/settlements/${stuck?.id}/retry`, { token: operator });
    expect(retried.body.value).toEqual({ isPaid: false });
    const refused = await api(t, 'POST', `/ops/api/settlements/${stuck?.id}/cancel`, {
      token: operator,
      payload: { reason: '' },
    });
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    const cancelled = await api(t, 'POST', `/ops/api/settlements/${stuck?.id}/cancel`, {
      token: operator,
      payload: { reason: 'Agreed with both agents: carried into next month by hand' },
    });
    expect(cancelled.body.success).toBe(true);
    expect(
      (
        await api(t, 'POST', `/ops/api/settlements/${stuck?.id}/cancel`, {
          token: operator,
          payload: { reason: 'again' },
        })
      ).body.code,
    ).toBe('SETTLEMENT_NOT_WAITING');
    await fund(t, A2.account, 100_000n);
    await runJob(t, 'contract-settlement');
    expect((await mainBalance(t, A2.account)).balance).toBe(100_000n);
    const audit = await t.database.query<{ action: string }>(
      "select action from audit_log where target_type = 'contract_settlement' and target_id = $1 order by id",
      [String(stuck?.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['settlement.retry', 'settlement.cancel']);
    const player = await api(t, 'GET', '/ops/api/settlements', { token: B2.token });
    expect(player.response.statusCode).toBe(401);
  });

  it('keeps every invariant, one settlement per kind, payee and period among them (I12)', async () => {
    const failed = (await checkInvariants(t.database)).filter((result) => result.violations > 0);
    expect(failed).toEqual([]);
  });
});
