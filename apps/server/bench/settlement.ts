import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { type Database, openPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createSettlementJob } from '../src/modules/contracts/settlement-job';
import { ensureSystemAccount, SystemAccount } from '../src/modules/ledger/accounts';
import { checkInvariants, formatReport } from '../src/modules/ledger/invariants';
import { post } from '../src/modules/ledger/post';
import { createTeamRollup } from '../src/modules/team-figures/rollup';
import { migrationsDir, sqlFunctionsDir } from '../src/paths';
import { buildBenchDatabase } from './agent-database';
import { adminClient, createScratchDatabase } from './processes';

/**
 * `npm run bench:settlement` (issue 14), on PostgreSQL, on bench:agent's tree (100,000 members under 1,000 agents,
 * 10 million bets over 30 days; BENCH_REUSE=<database> measures on a tree an earlier run kept): every agent below
 * the top gets a daily and a real-time salary contract from its upline (rates falling by level), the top agent works
 * under the brand's terms. Then, ROUNDS times: one real-time cycle over a five-minute window holding 100,000 bets of
 * the team (target ≤ 10 s), and one daily settlement of a past day (target ≤ 60 s), each timed through the real job,
 * beside a baseline measured in the same run: the same number of ledger postings made one after another. The
 * ledger check runs at the end.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WINDOW_BETS = 100_000;
const TARGET = { realtime: 10_000, daily: 60_000 };

/** Contracts down the tree: level 2 agents get 0.8% daily / 0.25% real-time, level 3 0.6 / 0.2, level 4 0.4 / 0.15. */
async function giveContracts(sql: postgres.Sql): Promise<number> {
  await sql.unsafe(`delete from contract_settlements; delete from settlement_cursors;
    delete from contract_events; delete from contracts`);
  await sql.unsafe(`update contract_brand_terms set tiers = case kind
      when 'DAILY_SALARY' then '[{"minBase":"0","minActive":0,"rate":10000}]'::jsonb
      else '[{"minBase":"0","minActive":0,"rate":3000}]'::jsonb end
    where kind in ('DAILY_SALARY', 'REALTIME_SALARY')`);
  await sql.unsafe(`update feature_modules set enabled = mod_id not in ('DIVIDEND', 'HOURLY_SALARY')`);
  // bench:agent's tree is built with SQL and opens no wallets; registration opens every member's main wallet.
  await sql.unsafe(`insert into ledger_accounts (code, kind, member_id, currency)
    select main_wallet_code(m.id), 'AGENT', m.id, s.currency from members m cross join site_settings s
    where m.type <> 0 and not m.is_house and not exists (select 1 from ledger_accounts a where a.member_id = m.id)`);
  const [row] = await sql.unsafe<{ n: number }[]>(
    `with agents as (
       select m.id, m.upline_id, t.depth from members m
       join member_tree t on t.descendant_id = m.id and t.ancestor_id = (select id from members where is_house)
       where m.type <> 0 and t.depth between 2 and 4),
     made as (
       insert into contracts (kind, upline_id, downline_id, period, tiers, status, request_id, offered_at, decided_at)
       select k.kind, a.upline_id, a.id, k.period,
              jsonb_build_array(jsonb_build_object('minBase', '0', 'minActive', 0,
                'rate', case k.kind when 'DAILY_SALARY' then 12000 - 2000 * a.depth else 3500 - 500 * a.depth end)),
              'ACTIVE', 'bench-' || k.kind || '-' || a.id, now() - interval '60 days', now() - interval '60 days'
       from agents a cross join (values ('DAILY_SALARY', 'DAILY'), ('REALTIME_SALARY', 'FIVE_MINUTES')) k(kind, period)
       returning 1)
     select count(*)::int as n from made`,
  );
  return row?.n ?? 0;
}

/** 100,000 bets of the team's players in the five-minute window `start`. */
async function fillWindow(sql: postgres.Sql, start: Date): Promise<void> {
  await sql.unsafe(
    `insert into bets (vendor_code, tx_id, member_id, game_code, category_code, round_id, stake, valid_bet, payout,
       status, created_at, settled_at)
     select 'PG', 'window-' || $2 || '-' || g, p.id, 'PG-0003', 'RNG', 'window-' || $2 || '-' || g, 1000, 1000, 0,
            'SETTLED', $1::timestamptz + make_interval(secs => (g % 299)), $1::timestamptz + interval '5 minutes'
     from generate_series(1, ${WINDOW_BETS}) g
     join members p on p.account = 'benchplayer' || (1 + g % 99000)`,
    [start.toISOString(), randomUUID().slice(0, 8)],
  );
}

function settlementJob(database: Database, now: Date) {
  return createSettlementJob({
    database,
    brand: async () => ({ timeZone: 'Asia/Shanghai', currency: 'CNY' }),
    featureFlags: async () => ({ AGENT: true, DAILY_SALARY: true, REALTIME_SALARY: true }),
    catchUpRollup: createTeamRollup(database).catchUp,
    now: () => now,
  });
}

/** Times one settlement of `schedule` from `from` with the clock at `now`; answers ms and rows/payments done. */
async function timeSettlement(
  database: Database,
  sql: postgres.Sql,
  schedule: string,
  from: Date,
  now: Date,
) {
  await sql.unsafe('delete from settlement_cursors');
  await sql.unsafe('insert into settlement_cursors (schedule, settled_until) values ($1, $2)', [
    schedule,
    from.toISOString(),
  ]);
  const started = performance.now();
  const done = await settlementJob(database, now).run();
  const ms = performance.now() - started;
  const [paid] = await sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from contract_settlements where status = 'PAID' and kind = $1 and period_start = $2`,
    [schedule.split(':')[0] ?? '', from.toISOString()],
  );
  return { ms, done, payments: paid?.n ?? 0 };
}

/** The baseline: `count` ledger postings made one after another, between two system accounts. */
async function timePostings(database: Database, count: number): Promise<number> {
  const from = await ensureSystemAccount(database, SystemAccount.COMMISSION);
  const to = await ensureSystemAccount(database, SystemAccount.BONUS);
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    await post(database, {
      key: `bench-baseline:${randomUUID()}`,
      kind: 'BENCH',
      currency: 'CNY',
      entries: [
        { accountId: from, amount: -1n },
        { accountId: to, amount: 1n },
      ],
    });
  }
  return performance.now() - started;
}

async function main(): Promise<number> {
  const reused = process.env.BENCH_REUSE;
  const scratch = reused
    ? { name: reused, url: new URL(`/${reused}`, ADMIN_URL).toString(), drop: async () => {} }
    : await createScratchDatabase(ADMIN_URL, 'playhall_bench_settlement');
  const sql = adminClient(scratch.url);
  if (!reused) await buildBenchDatabase(scratch.url, sql);
  const database = await openPostgres({ url: scratch.url, maxConnections: 4 });
  // A kept tree may predate the contracts' migrations.
  if (reused) await migrate(database, { migrations: migrationsDir, functions: sqlFunctionsDir });
  let failures = 0;
  try {
    console.log(`contracts given: ${await giveContracts(sql)} (999 agents × daily and real-time salary)`);
    const lines: string[] = [];
    // Each round's window is five minutes before the last, fixed before the first: a window picked from the clock
    // each round could fall on one a slower round had settled already, which settles nothing the second time.
    const minute = 60_000;
    const lastWindow = Math.floor((Date.now() - 10 * minute) / (5 * minute)) * 5 * minute;
    for (let round = 1; round <= ROUNDS; round++) {
      const windowStart = new Date(lastWindow - 5 * minute * round);
      await fillWindow(sql, windowStart);
      const realtime = await timeSettlement(
        database,
        sql,
        'REALTIME_SALARY:FIVE_MINUTES',
        windowStart,
        new Date(windowStart.getTime() + 8 * minute),
      );
      const [day] = await sql.unsafe<{ start: string; next: string }[]>(
        `select ((now() at time zone 'Asia/Shanghai')::date - $1::int)::timestamp at time zone 'Asia/Shanghai' as start,
                ((now() at time zone 'Asia/Shanghai')::date - $1::int + 1)::timestamp at time zone 'Asia/Shanghai'
                  + interval '61 minutes' as next`,
        [round],
      );
      const daily = await timeSettlement(
        database,
        sql,
        'DAILY_SALARY:DAILY',
        new Date(day?.start ?? 0),
        new Date(day?.next ?? 0),
      );
      const baseline = await timePostings(database, daily.payments);
      // The window's bets have no daily rows (they were written straight into bets): bench:agent, on the same kept
      // tree, checks its figures against the raw bets, so they go.
      await sql.unsafe(`delete from bets where tx_id like 'window-%'`);
      const verdict = (ms: number, target: number) =>
        ms <= target ? 'ok' : `MISSED (target ${target / 1000} s)`;
      if (realtime.ms > TARGET.realtime || daily.ms > TARGET.daily) failures++;
      lines.push(
        `round ${round}: real-time window (${WINDOW_BETS.toLocaleString('en')} bets): ${(realtime.ms / 1000).toFixed(2)} s, ${realtime.done} rows + payments, ${verdict(realtime.ms, TARGET.realtime)}`,
        `         daily settlement: ${(daily.ms / 1000).toFixed(2)} s, ${daily.done} rows + payments, ${verdict(daily.ms, TARGET.daily)}`,
        `         baseline, ${daily.payments} ledger postings one after another: ${(baseline / 1000).toFixed(2)} s`,
      );
    }
    console.log(lines.join('\n'));
    const results = await checkInvariants(database);
    console.log(formatReport(results));
    if (results.some((result) => result.violations > 0)) failures++;
    // The tree goes back to bench:agent without contracts (their paid postings stay: the ledger is never edited).
    await sql.unsafe(`delete from settlement_cursors; delete from contract_events;
      update contracts set status = 'TERMINATED', ends_at = now(), end_reason = 'BENCH' where status = 'ACTIVE'`);
  } finally {
    await database.close();
    await sql.end();
    if (process.env.BENCH_KEEP === '1' || reused) console.log(`kept database ${scratch.name}`);
    else await scratch.drop();
  }
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(2);
  },
);
