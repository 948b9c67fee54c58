import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { openPostgres } from '../src/db/database';
import { checkInvariants, formatReport } from '../src/modules/ledger/invariants';
import { startPortal } from './processes';

/**
 * `npm run bench:wallet`: main ↔ vendor wallet transfers per second through HTTP on PostgreSQL, beside pgbench's
 * TPC-B (scale 10, 8 clients) measured in the same command on the same server. Target: ≥ 0.35× pgbench's tps,
 * and every ledger invariant holding afterwards.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PLAYERS = 64;
const TARGET = 0.35;

function urlFor(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function pgbench(database: string): number {
  const url = new URL(urlFor(database));
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'root'),
  ];
  execFileSync('pgbench', [...connection, '-i', '-s', '10', '-q', database], { stdio: 'ignore' });
  const output = execFileSync(
    'pgbench',
    [...connection, '-c', '8', '-j', '2', '-T', String(SECONDS), database],
    {
      encoding: 'utf8',
    },
  );
  const match = output.match(/tps = ([\d.]+)/);
  if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(match[1]);
}

async function players(baseUrl: string, databaseUrl: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < PLAYERS; index++) {
    const username = `bench${randomBytes(4).toString('hex')}`;
    const response = await fetch(`${baseUrl}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'Bench1234',
        confirmPassword: 'Bench1234',
        termsAccepted: true,
      }),
    });
    const body = (await response.json()) as { value: { token: string } };
    tokens.push(body.value.token);
  }
  // Each player gets 1,000.00 and 500.00 of it into a vendor wallet, so transfers run both ways.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`
    insert into ledger_accounts (code, kind, currency, allow_negative)
    values ('SYSTEM:ADJUSTMENT', 'SYSTEM', 'CNY', true) on conflict (code) do nothing`);
  const wallets = await sql.unsafe<{ id: string; member_id: string }[]>(
    `select a.id::text, a.member_id::text from ledger_accounts a join members m on m.id = a.member_id
     where m.account like 'bench%' and a.vendor_code is null`,
  );
  const [adjustment] = await sql.unsafe<{ id: string }[]>(
    `select id::text from ledger_accounts where code = 'SYSTEM:ADJUSTMENT'`,
  );
  for (const wallet of wallets) {
    await sql.unsafe(
      `select ledger_post($1, 'bench', 'ADJUSTMENT', 'CNY', array[$2, $3]::bigint[], array[-100000, 100000]::bigint[], null, null, null)`,
      [`bench-fund:${wallet.member_id}`, adjustment?.id ?? '0', wallet.id],
    );
  }
  await sql.end();
  for (const token of tokens) {
    await fetch(`${baseUrl}/wps/v2/wallets/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ from: 'MAIN', to: 'SX', amount: '500.00', requestId: randomUUID() }),
    });
  }
  return tokens;
}

async function main(): Promise<number> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const suffix = randomBytes(4).toString('hex');
  const pgbenchDb = `playhall_pgbench_${suffix}`;
  const portalDb = `playhall_benchwallet_${suffix}`;
  await admin.unsafe(`create database ${pgbenchDb}`);
  await admin.unsafe(`create database ${portalDb}`);
  try {
    console.log(`bench:wallet on PostgreSQL (${new URL(ADMIN_URL).host}), ${SECONDS} s per run`);
    const tps = pgbench(pgbenchDb);
    console.log(`pgbench TPC-B scale 10, 8 clients: ${tps.toFixed(0)} tps`);

    const portal = await startPortal(3904, urlFor(portalDb), { LOGIN_ATTEMPTS_PER_MINUTE: '100000000' });
    let transfers: autocannon.Result;
    try {
      const tokens = await players(portal.url, urlFor(portalDb));
      let turn = 0;
      const request = {
        method: 'POST' as const,
        path: '/wps/v2/wallets/transfer',
        setupRequest: (req: autocannon.Request) => {
          turn++;
          const token = tokens[turn % tokens.length];
          const outward = Math.floor(turn / tokens.length) % 2 === 0;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              from: outward ? 'MAIN' : 'SX',
              to: outward ? 'SX' : 'MAIN',
              amount: '1.00',
              requestId: randomUUID(),
            }),
          };
        },
      };
      await autocannon({ url: portal.url, connections: CONNECTIONS, duration: 1, requests: [request] });
      transfers = await autocannon({
        url: portal.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [request],
      });
    } finally {
      await portal.stop();
    }

    const database = await openPostgres({ url: urlFor(portalDb), maxConnections: 2 });
    const results = await checkInvariants(database);
    await database.close();
    const violations = results.reduce((sum, result) => sum + result.violations, 0);
    const rate = transfers.requests.average;
    const ratio = rate / tps;
    const errors = transfers.errors + transfers.timeouts + transfers.non2xx;
    console.log(
      `wallet transfers over HTTP, ${CONNECTIONS} connections: ${rate.toFixed(0)} per second, p99 ${transfers.latency.p99} ms, ${errors} errors`,
    );
    console.log(formatReport(results));
    const met = ratio >= TARGET && violations === 0 && errors === 0;
    console.log(
      `ratio ${ratio.toFixed(2)}× pgbench (target ≥ ${TARGET}), invariant violations ${violations}: ${met ? 'ok' : 'MISSED'}`,
    );
    return met ? 0 : 1;
  } finally {
    await admin.unsafe(`drop database if exists ${pgbenchDb} with (force)`);
    await admin.unsafe(`drop database if exists ${portalDb} with (force)`);
    await admin.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:wallet failed:', error);
    process.exit(2);
  },
);
