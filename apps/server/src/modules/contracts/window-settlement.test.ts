import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { contractBetween, flatTier, newAgent, newPlayer, type TestAgent } from '../../../test/contracts';
import { checkInvariants } from '../ledger/invariants';

// Issue 14: hourly and real-time salary from the windows' own bets, after a node was down for three hours (their
// cursors are moved back three hours), and never a window whose grace has not passed.
//
//   house ─ A (brand: hourly 0.5%, real-time 0.3%) ─┬─ pA: 100.00 bet 170 minutes ago
//                                                   └─ B (hourly 0.4%, real-time 0.2%) ─ pB: 50.00, 95 minutes ago,
//                                                                                            and 20.00 just now
// Real-time: A 0.30 + 0.15, B 0.10; hourly: A 0.75 in all (one hour or two), B 0.20. The bet of just now waits for
// its window's grace: then A 0.06 and B 0.04 more.

let t: TestContext;
let A: TestAgent;
let B: TestAgent;
let players: { pA: bigint; pB: bigint };

async function bet(memberId: bigint, minor: bigint, minutesAgo: number) {
  await t.database.query(
    `insert into bets (vendor_code, tx_id, member_id, game_code, category_code, round_id, stake, valid_bet, payout,
       status, created_at, settled_at)
     values ('PG', gen_random_uuid()::text, $1, 'PG-0003', 'RNG', gen_random_uuid()::text, $2, $2, 0, 'SETTLED',
             now() - make_interval(mins => $3), now())`,
    [memberId, minor, minutesAgo],
  );
}

const paidTo = async (agent: TestAgent, kind: string) => {
  const [row] = await t.database.query<{ total: bigint; periods: number }>(
    `select coalesce(sum(amount), 0)::bigint as total, count(*)::int as periods from contract_settlements
     where payee_id = $1 and kind = $2 and status = 'PAID'`,
    [agent.id, kind],
  );
  return row;
};

beforeAll(async () => {
  t = await buildTestApp({ TEST_CLOCK_HOOK: 'true' });
  await t.database.query(
    `update contract_brand_terms set tiers = case kind
       when 'HOURLY_SALARY' then '[{"minBase":"0","minActive":0,"rate":5000}]'::jsonb
       else '[{"minBase":"0","minActive":0,"rate":3000}]'::jsonb end
     where kind in ('HOURLY_SALARY', 'REALTIME_SALARY')`,
  );
  await t.change(`update feature_modules set enabled = false where mod_id in ('DIVIDEND', 'DAILY_SALARY')`);
  A = await newAgent(t, 'house', 'wa');
  B = await newAgent(t, A.id, 'wb');
  players = { pA: (await newPlayer(t, A)).id, pB: (await newPlayer(t, B)).id };
  for (const [kind, rate] of [
    ['HOURLY_SALARY', '0.4'],
    ['REALTIME_SALARY', '0.2'],
  ] as const) {
    const id = await contractBetween(t, A, B, kind, flatTier(rate));
    await t.database.query("update contracts set decided_at = now() - interval '1 day' where id = $1", [
      BigInt(id),
    ]);
  }
  // The node was down: both schedules last settled three hours ago (on the hour).
  await t.database.query(
    `insert into settlement_cursors (schedule, settled_until)
     values ('HOURLY_SALARY:HOURLY', date_trunc('hour', now()) - interval '3 hours'),
            ('REALTIME_SALARY:FIVE_MINUTES', date_trunc('hour', now()) - interval '3 hours')
     on conflict (schedule) do update set settled_until = excluded.settled_until`,
  );
  await bet(players.pA, 10_000n, 170);
  await bet(players.pB, 5_000n, 95);
  await bet(players.pB, 2_000n, 0);
});
afterAll(() => t.close());

describe('hourly and real-time salary', () => {
  it('settles every missed hour and five-minute window when the node returns', async () => {
    await runJob(t, 'contract-settlement');
    expect(await paidTo(A, 'REALTIME_SALARY')).toEqual({ total: 45n, periods: 2 });
    expect(await paidTo(B, 'REALTIME_SALARY')).toEqual({ total: 10n, periods: 1 });
    expect((await paidTo(A, 'HOURLY_SALARY'))?.total).toBe(75n);
    expect(await paidTo(B, 'HOURLY_SALARY')).toEqual({ total: 20n, periods: 1 });
    const [cursor] = await t.database.query<{ behind: boolean }>(
      `select settled_until <= now() - interval '2 minutes' and settled_until > now() - interval '8 minutes' as behind
       from settlement_cursors where schedule = 'REALTIME_SALARY:FIVE_MINUTES'`,
    );
    expect(cursor?.behind).toBe(true);
  });

  it('leaves the window of a bet of just now until its grace has passed', async () => {
    await runJob(t, 'contract-settlement');
    expect((await paidTo(A, 'REALTIME_SALARY'))?.total).toBe(45n);
    await api(t, 'POST', '/test-hooks/settlement-clock', { payload: { offsetMinutes: 15 } });
    expect(await paidTo(A, 'REALTIME_SALARY')).toEqual({ total: 51n, periods: 3 });
    expect(await paidTo(B, 'REALTIME_SALARY')).toEqual({ total: 14n, periods: 2 });
    const failed = (await checkInvariants(t.database)).filter((result) => result.violations > 0);
    expect(failed).toEqual([]);
  });

  it('stops settling a terminated contract at once, and an ended one after its period', async () => {
    const contract = async (kind: string) =>
      (
        await t.database.query<{ id: bigint }>(
          "select id from contracts where downline_id = $1 and kind = $2 and status = 'ACTIVE'",
          [B.id, kind],
        )
      )[0]?.id;
    const realtime = await contract('REALTIME_SALARY');
    const hourly = await contract('HOURLY_SALARY');
    const ended = await api(t, 'POST', '/wps/agent/contract/hourly-salary/process', {
      token: A.token,
      payload: { contractId: String(hourly), action: 'END' },
    });
    expect(ended.body.value.status).toBe('ENDED');
    const terminated = await api(t, 'POST', '/wps/agent/contract/realtime-salary/process', {
      token: B.token,
      payload: { contractId: String(realtime), action: 'TERMINATE' },
    });
    expect(terminated.body.value.status).toBe('TERMINATED');
    // A bet in the hour the ended contract still governs, when that hour is not settled yet, and one in the hour
    // after it ends (both placed by the clock of the cursor, so the test does not depend on the minute it runs at).
    const [hour] = await t.database.query<{ next_start: Date; ends_at: Date }>(
      `select s.settled_until as next_start, c.ends_at from settlement_cursors s, contracts c
       where s.schedule = 'HOURLY_SALARY:HOURLY' and c.id = $1`,
      [hourly],
    );
    if (!hour) throw new Error('no cursor');
    const [nextStart, endsAt] = [new Date(hour.next_start), new Date(hour.ends_at)];
    const isLastHourOpen = nextStart < endsAt;
    const betAt = async (at: Date, minor: bigint) =>
      t.database.query(
        `insert into bets (vendor_code, tx_id, member_id, game_code, category_code, round_id, stake, valid_bet,
           status, created_at) values ('PG', gen_random_uuid()::text, $1, 'PG-0003', 'RNG', gen_random_uuid()::text,
           $2, $2, 'SETTLED', $3)`,
        [players.pB, minor, at.toISOString()],
      );
    if (isLastHourOpen) await betAt(new Date(endsAt.getTime() - 60_000), 10_000n);
    await betAt(new Date(endsAt.getTime() + 30 * 60_000), 50_000n);
    const before = (await paidTo(B, 'HOURLY_SALARY'))?.total ?? 0n;
    await api(t, 'POST', '/test-hooks/settlement-clock', { payload: { offsetMinutes: 150 } });
    expect(await paidTo(B, 'REALTIME_SALARY')).toEqual({ total: 14n, periods: 2 });
    // The last hour also holds the 20.00 bet of "just now" from before, when it was not settled yet.
    expect((await paidTo(B, 'HOURLY_SALARY'))?.total).toBe(before + (isLastHourOpen ? 48n : 0n));
    const [after] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from contract_settlements s join contracts c on c.id = $1
       where s.payee_id = $2 and s.kind = 'HOURLY_SALARY' and s.period_start >= c.ends_at`,
      [hourly, B.id],
    );
    expect(after?.n).toBe(0);
  });
});
