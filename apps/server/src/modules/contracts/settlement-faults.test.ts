import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertAgent } from '../../../test/agents';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { withDatabaseName } from '../../../test/database-url';
import { memberId } from '../../../test/money';
import { checkInvariants } from '../ledger/invariants';
import { insertMember } from '../member/queries';

// RELIABILITY.md F5 on PostgreSQL: a settlement killed (SIGKILL) half way through its payments, then run again,
// pays every period exactly once. 40 top agents each with a sub-agent (0.5%) and a player who bet 1,000.00 on a
// past day: 80 payments, the house paying each top agent 10.00, each top agent paying its sub-agent 5.00.

const TEAMS = 40;
const settleOnce = fileURLToPath(new URL('../../../test/settle-once.ts', import.meta.url));

let t: TestContext;
let day: { date: string; start: string };

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await buildTestApp();
  await t.database.query(
    `update contract_brand_terms set tiers = '[{"minBase":"0","minActive":0,"rate":10000}]' where kind = 'DAILY_SALARY'`,
  );
  await t.change(
    `update feature_modules set enabled = false where mod_id in ('DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY')`,
  );
  const [row] = await t.database.query<{ date: string; start: Date | string }>(
    `select to_char(d - 3, 'YYYY-MM-DD') as date, (d - 3)::timestamp at time zone time_zone as start
     from (select (now() at time zone time_zone)::date as d, time_zone from site_settings) s`,
  );
  if (!row) throw new Error('no brand day');
  day = { date: row.date, start: new Date(row.start).toISOString() };
  const house = await memberId(t, 'house');
  for (let index = 0; index < TEAMS; index++) {
    const top = await insertAgent(t, `f5top${index}`, `F5TOP${index}`, house);
    const sub = await insertAgent(t, `f5sub${index}`, `F5SUB${index}`, top);
    const player = await t.database.transaction((tx) =>
      insertMember(tx, { account: `f5pl${index}`, type: 0, passwordHash: 'x', uplineId: sub }),
    );
    // The contract rules are another test's subject: this one is accepted as the rules would have it.
    await t.database.query(
      `insert into contracts (kind, upline_id, downline_id, period, tiers, status, request_id, offered_at, decided_at)
       values ('DAILY_SALARY', $1, $2, 'DAILY', '[{"minBase":"0","minActive":0,"rate":5000}]', 'ACTIVE', $3,
               now() - interval '30 days', now() - interval '30 days')`,
      [top, sub, `f5-${index}-request`],
    );
    await t.database.query(
      `insert into member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet)
       values ($1, $2, 'SLOT', 1, 100000, 100000)`,
      [player, day.date],
    );
  }
  await t.database.query(
    `insert into settlement_cursors (schedule, settled_until) values ('DAILY_SALARY:DAILY', $1)
     on conflict (schedule) do update set settled_until = excluded.settled_until`,
    [day.start],
  );
});
afterAll(() => t?.close());

async function counts() {
  const [row] = await t.database.query<{ paid: number; all: number; postings: number }>(
    `select count(*) filter (where s.status = 'PAID')::int as paid, count(*)::int as all,
            (select count(*)::int from ledger_transactions where kind = 'SALARY_DAILY') as postings
     from contract_settlements s where s.kind = 'DAILY_SALARY' and s.period_start = $1`,
    [day.start],
  );
  return row ?? { paid: 0, all: 0, postings: 0 };
}

describe.runIf(process.env.DATABASE_URL)('F5: a settlement killed half way', () => {
  it('pays every period exactly once after it runs again', async () => {
    const [current] = await t.database.query<{ name: string }>('select current_database() as name');
    const child = spawn(process.execPath, ['--import', 'tsx', settleOnce], {
      env: {
        ...process.env,
        DATABASE_URL: withDatabaseName(inject('pgTemplateUrl') ?? '', current?.name ?? ''),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Kill it as soon as some payments are made and before all are.
    const deadline = Date.now() + 60_000;
    let seen = await counts();
    while (Date.now() < deadline && seen.paid === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen = await counts();
    }
    child.kill('SIGKILL');
    await exited;
    const killed = await counts();
    expect(killed.all).toBe(2 * TEAMS);
    expect(killed.paid).toBeGreaterThan(0);
    expect(killed.paid).toBeLessThan(2 * TEAMS);
    expect(killed.postings).toBe(killed.paid);
    expect((await checkInvariants(t.database)).filter((result) => result.violations > 0)).toEqual([]);

    await runJob(t, 'contract-settlement');
    await runJob(t, 'contract-settlement');
    expect(await counts()).toEqual({ paid: 2 * TEAMS, all: 2 * TEAMS, postings: 2 * TEAMS });
    const [balances] = await t.database.query<{ tops: bigint; subs: bigint }>(
      `select sum(a.balance) filter (where m.account like 'f5top%')::bigint as tops,
              sum(a.balance) filter (where m.account like 'f5sub%')::bigint as subs
       from members m join ledger_accounts a on a.member_id = m.id and a.vendor_code is null
       where m.account like 'f5%'`,
    );
    expect(balances).toEqual({ tops: BigInt(TEAMS) * 500n, subs: BigInt(TEAMS) * 500n });
    expect((await checkInvariants(t.database)).filter((result) => result.violations > 0)).toEqual([]);
  }, 120_000);
});
