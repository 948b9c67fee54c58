import { formatAmount } from '@playhall/contracts/money';
import autocannon from 'autocannon';
import type postgres from 'postgres';
import { DEMO_PASSWORD } from '../src/seed/seed-demo-accounts';
import { buildBenchDatabase } from './agent-database';
import { BENCH_BETS, BENCH_TEAM, type BenchTeam } from './agent-team';
import { adminClient, createScratchDatabase, startBaseline, startPortal } from './processes';

/**
 * `npm run bench:agent` (issue 13), on PostgreSQL: a team of 100,000 members under 1,000 agents and 10 million bets
 * over 30 days, built with SQL (agent-team.ts); the team roll-up run until done (timed); then each agent call below
 * measured over HTTP for a top and a mid-level agent over four periods at 8 connections, beside the Fastify
 * hello-world baseline of the same run (target p99 ≤ 200 ms), and its figures checked against the raw bets.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Measuring rounds over the same built team (BENCH_ROUNDS): the build takes many minutes, a round about five. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CONNECTIONS = 8;
const P99_TARGET_MS = 200;

export type Period = { name: string; start: string; end: string };

/** What the raw bets of the agent's whole team say for a period (the brand's days). */
export type RawFigures = { betCount: number; validBet: string; payout: string; activeMembers: number };

/** One agent call to measure: its address for a period, and the figures of its answer to hold against the bets. */
type AgentCall = {
  name: string;
  path: (period: Period) => string;
  figures: ((body: unknown) => Partial<RawFigures>) | null;
};

// Add a call here to measure it too (team P&L and the team betting record arrive with their calls).
const CALLS: AgentCall[] = [
  {
    name: 'team overview',
    path: (period) => `/wps/agent/team/overview?startDate=${period.start}&endDate=${period.end}`,
    figures: (body) => {
      const team = (body as { value: { team: RawFigures } }).value.team;
      const { betCount, validBet, payout, activeMembers } = team;
      return { betCount, validBet, payout, activeMembers };
    },
  },
  {
    name: 'team P&L',
    path: (period) => `/wps/agent/team/profit?startDate=${period.start}&endDate=${period.end}`,
    figures: (body) => {
      const { betCount, validBet, payout } = (body as { value: { total: RawFigures } }).value.total;
      return { betCount, validBet, payout };
    },
  },
  {
    name: 'team betting record',
    path: (period) => `/wps/agent/team/bets?startDate=${period.start}&endDate=${period.end}`,
    figures: (body) => {
      const { betCount, validBet, payout } = (body as { value: { totals: RawFigures } }).value.totals;
      return { betCount, validBet, payout };
    },
  },
];

async function periods(sql: postgres.Sql): Promise<Period[]> {
  const [row] = await sql.unsafe<
    {
      today: string;
      month: string;
      last_month: string;
      month_end: string;
      back29: string;
      back20: string;
      back10: string;
    }[]
  >(
    `select to_char(d, 'YYYY-MM-DD') as today, to_char(date_trunc('month', d), 'YYYY-MM-DD') as month,
            to_char(date_trunc('month', d) - interval '1 month', 'YYYY-MM-DD') as last_month,
            to_char(date_trunc('month', d) - interval '1 day', 'YYYY-MM-DD') as month_end,
            to_char(d - 29, 'YYYY-MM-DD') as back29, to_char(d - 20, 'YYYY-MM-DD') as back20,
            to_char(d - 10, 'YYYY-MM-DD') as back10
     from (select (now() at time zone time_zone)::date as d from site_settings where id = 1) s`,
  );
  if (!row) throw new Error('no brand day');
  // Calendar periods (this month, last month) and periods that are not (the last 30 days, any custom range): the
  // active members of each are read from the runs (decision 0031), a few hundred rows whatever the period.
  return [
    { name: 'this month', start: row.month, end: row.today },
    { name: 'last month', start: row.last_month, end: row.month_end },
    { name: 'last 30 days', start: row.back29, end: row.today },
    { name: 'custom (11 days)', start: row.back20, end: row.back10 },
  ];
}

async function rawFigures(sql: postgres.Sql, account: string, period: Period): Promise<RawFigures> {
  const [row] = await sql.unsafe<{ bets: number; valid: string; payout: string; active: number }[]>(
    `with zone as (select time_zone as tz from site_settings where id = 1)
     select count(*)::int as bets, coalesce(sum(b.valid_bet), 0)::text as valid,
            coalesce(sum(b.payout), 0)::text as payout, count(distinct b.member_id)::int as active
     from members a join member_tree t on t.ancestor_id = a.id and t.depth > 0
     join bets b on b.member_id = t.descendant_id, zone
     where lower(a.account) = $1 and b.status <> 'ROLLED_BACK'
       and b.created_at >= ($2::date::timestamp at time zone zone.tz)
       and b.created_at < (($3::date + 1)::timestamp at time zone zone.tz)`,
    [account, period.start, period.end],
  );
  if (!row) throw new Error('an aggregate answered no row');
  return {
    betCount: row.bets,
    validBet: formatAmount(BigInt(row.valid)),
    payout: formatAmount(BigInt(row.payout)),
    activeMembers: row.active,
  };
}

async function login(baseUrl: string, account: string): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { value?: { token?: string } };
  if (!body.value?.token) throw new Error(`${account} could not log in: ${JSON.stringify(body)}`);
  return body.value.token;
}

type Row = { name: string; requestsPerSecond: number; p99: number; errors: number; note: string };

async function measure(name: string, url: string, token?: string): Promise<Row> {
  const options = {
    url,
    connections: CONNECTIONS,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors, note: '' };
}

function print(rows: Row[], baseline: Row): void {
  const widths = [58, 8, 7, 6, 30];
  const line = (cells: string[]) =>
    console.log(cells.map((cell, i) => cell.padEnd(widths[i] ?? 8)).join('  '));
  console.log();
  line(['call', 'req/s', 'p99 ms', 'ratio', 'verdict']);
  for (const row of [baseline, ...rows]) {
    const ratio = (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    line([row.name, row.requestsPerSecond.toFixed(0), String(row.p99), ratio, row.note]);
  }
}

/**
 * One measuring round: every call, agent and period, with the baseline measured first. The first round also
 * checks each served figure against the raw bets (minutes a call for the top agent's month); later rounds measure
 * the same calls on the same rows, so they only time.
 */
async function round(
  url: string,
  sql: postgres.Sql,
  team: BenchTeam,
  checksFigures: boolean,
): Promise<number> {
  const baselineServer = await startBaseline(3930);
  const baseline = await measure('Fastify hello-world (baseline)', `${baselineServer.url}/`);
  await baselineServer.stop();
  // No background jobs: the tree is rolled up, and on a tree bench:settlement gave contracts the settlement job would
  // catch up their periods while the calls are timed.
  const portal = await startPortal(3931, url, { LOGIN_ATTEMPTS_PER_MINUTE: '100000000', RUN_JOBS: 'false' });
  const rows: Row[] = [];
  let failures = 0;
  try {
    const agents = [
      ['top agent (100,000 members)', team.top],
      ['mid-level agent (11,100 members)', team.middle],
    ] as const;
    for (const [who, account] of agents) {
      const token = await login(portal.url, account);
      for (const period of await periods(sql)) {
        for (const call of CALLS) {
          const address = `${portal.url}${call.path(period)}`;
          const row = await measure(`${call.name}, ${who}, ${period.name}`, address, token);
          const problems: string[] = [];
          if (row.errors > 0) problems.push(`${row.errors} errors`);
          if (row.p99 > P99_TARGET_MS) problems.push(`p99 > ${P99_TARGET_MS}`);
          if (call.figures && checksFigures) {
            const answer = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
            const served = call.figures(await answer.json());
            // Each call answers some of the figures; the raw aggregate is compared on those.
            const all: Record<string, unknown> = await rawFigures(sql, account, period);
            const raw = Object.fromEntries(Object.keys(served).map((key) => [key, all[key]]));
            if (JSON.stringify(served) !== JSON.stringify(raw))
              problems.push(`figures differ: served ${JSON.stringify(served)}, bets ${JSON.stringify(raw)}`);
          }
          row.note =
            problems.length === 0
              ? `ok${call.figures && checksFigures ? ', figures = bets' : ''}`
              : problems.join('; ');
          if (problems.length > 0) failures++;
          rows.push(row);
        }
      }
    }
  } finally {
    await portal.stop();
  }
  print(rows, baseline);
  return failures === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  console.log(
    `Playhall agent bench: ${BENCH_BETS.toLocaleString('en')} bets, ${CONNECTIONS} connections, ${SECONDS} s per call, PostgreSQL`,
  );
  // BENCH_REUSE=<database>: measure again on a team an earlier run kept (BENCH_KEEP=1), without building it.
  const reused = process.env.BENCH_REUSE;
  const scratch = reused
    ? { name: reused, url: withDatabase(ADMIN_URL, reused), drop: async () => {} }
    : await createScratchDatabase(ADMIN_URL, 'playhall_bench_agent');
  const sql = adminClient(scratch.url);
  try {
    const team = reused ? BENCH_TEAM : await buildBenchDatabase(scratch.url, sql);
    let failures = 0;
    for (let index = 1; index <= ROUNDS; index++) {
      console.log(`\nround ${index} of ${ROUNDS}`);
      // BENCH_FIGURES=0: only time (the figures were checked on this team by an earlier run).
      failures += await round(scratch.url, sql, team, index === 1 && process.env.BENCH_FIGURES !== '0');
    }
    return failures === 0 ? 0 : 1;
  } finally {
    await sql.end();
    // BENCH_KEEP=1 keeps the database for EXPLAIN ANALYZE and BENCH_REUSE afterwards (drop it by hand).
    if (process.env.BENCH_KEEP === '1' || reused) console.log(`kept database ${scratch.name}`);
    else await scratch.drop();
  }
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(2);
  },
);
