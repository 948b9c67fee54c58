import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../src/seed/seed-demo-accounts';
import {
  createScratchDatabase,
  type ScratchDatabase,
  startBaseline,
  startFlood,
  startPortal,
} from './processes';

type Request = {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  connections?: number;
  /** A different path for each request (so that no answer cache helps). */
  paths?: () => string;
};
type Figure = { name: string; requestsPerSecond: number; p99: number; errors: number };
type Row = Figure & { ratio: number | null; verdict: string };

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(name: string, baseUrl: string, request: Request): Promise<Figure> {
  const options = {
    url: `${baseUrl}${request.path}`,
    connections: request.connections ?? CONNECTIONS,
    method: request.method ?? 'GET',
    ...(request.body
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }
      : {}),
  };
  // A short warm-up lets caches fill and the JIT settle before the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors };
}

function print(rows: Row[]): void {
  const widths = [44, 9, 8, 7, 22, 6];
  const line = (cells: string[]) =>
    console.log(cells.map((cell, index) => cell.padEnd(widths[index] ?? 8)).join('  '));
  console.log();
  line(['call', 'req/s', 'p99 ms', 'ratio', 'target', 'errors']);
  for (const row of rows) {
    line([
      row.name,
      row.requestsPerSecond.toFixed(0),
      String(row.p99),
      row.ratio === null ? '' : row.ratio.toFixed(2),
      row.verdict,
      String(row.errors),
    ]);
  }
}

function judged(figure: Figure, baseline: Figure, target: number | null, p99Max: number | null = null): Row {
  const ratio = figure.requestsPerSecond / baseline.requestsPerSecond;
  if (target === null) return { ...figure, ratio, verdict: '' };
  const met = ratio >= target && figure.errors === 0 && (p99Max === null || figure.p99 <= p99Max);
  const p99 = p99Max === null ? '' : ` p99≤${p99Max}`;
  return { ...figure, ratio, verdict: `≥${target}${p99} ${met ? 'ok' : 'MISSED'}` };
}

async function main(): Promise<number> {
  // BENCH_DATABASE_URL names a PostgreSQL server (and a role that may create databases): each portal gets a
  // fresh database there, dropped afterwards.
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const scratch: ScratchDatabase[] = [];
  const freshDatabase = async () => {
    if (!adminUrl) return undefined;
    const database = await createScratchDatabase(adminUrl, 'playhall_bench');
    scratch.push(database);
    return database.url;
  };
  try {
    return await benchAll(adminUrl !== undefined, freshDatabase);
  } finally {
    for (const database of scratch) await database.drop();
  }
}

async function benchAll(
  isPostgres: boolean,
  freshDatabase: () => Promise<string | undefined>,
): Promise<number> {
  console.log(
    `Playhall bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per call, engine ${isPostgres ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  const rows: Row[] = [];

  const baselineServer = await startBaseline(3901);
  const baseline = await measure('Fastify hello-world (baseline)', baselineServer.url, { path: '/' });
  await baselineServer.stop();
  rows.push({ ...baseline, ratio: 1, verdict: '' });

  // Portal A: per-address login limit lifted, to measure what logging in costs.
  const portal = await startPortal(3902, await freshDatabase(), { LOGIN_ATTEMPTS_PER_MINUTE: '100000000' });
  try {
    rows.push(
      judged(await measure('system status', portal.url, { path: '/wps/system/status' }), baseline, null),
    );
    rows.push(
      judged(
        await measure('bootstrap (permission info)', portal.url, { path: '/wps/system/permission' }),
        baseline,
        0.3,
      ),
    );
    rows.push(
      judged(
        await measure('lobby page (RNG, 40 games)', portal.url, {
          path: '/lgw/games?clientType=3&gameType=RNG&gameClassify=ALL&pageNo=3&pageSize=40&language=en',
        }),
        baseline,
        0.25,
        25,
      ),
    );
    rows.push(
      judged(
        await measure('name search over 10,000 games', portal.url, {
          path: '/lgw/games?gameName=dragon&pageNo=1&pageSize=40&language=en',
        }),
        baseline,
        0.1,
        25,
      ),
    );
    const words = [
      'dragon',
      'gold',
      'lucky',
      'fortune',
      'tiger',
      'queen',
      'jade',
      'royal',
      'ocean',
      'baccarat',
      'keno',
      'poker',
    ];
    let turn = 0;
    rows.push(
      judged(
        await measure('name search, a new query each time', portal.url, {
          path: '/lgw/games',
          paths: () => {
            turn++;
            const word = words[turn % words.length] ?? 'dragon';
            // More distinct queries than the page cache keeps: most answers are computed afresh.
            return `/lgw/games?gameName=${word}&pageNo=${(turn % 200) + 1}&pageSize=40&isNew=${turn % 2}&language=en`;
          },
        }),
        baseline,
        null,
      ),
    );
    rows.push(
      judged(
        await measure('login (argon2id, 10 connections)', portal.url, {
          path: '/wps/session/login',
          method: 'POST',
          body: { username: 'agent01', password: DEMO_PASSWORD },
          connections: 10,
        }),
        baseline,
        null,
      ),
    );
  } finally {
    await portal.stop();
  }

  // Portal B: default limits. A flood of wrong passwords must be refused before any hashing, so the status call
  // keeps its pace.
  const guarded = await startPortal(3903, await freshDatabase());
  let floodRatio = Number.NaN;
  try {
    const quiet = await measure('status, quiet', guarded.url, { path: '/wps/system/status' });
    const flood = startFlood([
      '-c',
      '20',
      '-R',
      '2000',
      '-d',
      String(DURATION_SECONDS + 3),
      '-m',
      'POST',
      '-H',
      'content-type=application/json',
      '-b',
      JSON.stringify({ username: 'player01', password: 'wrong-password-1' }),
      `${guarded.url}/wps/session/login`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const flooded = await measure('status, during 2000/s wrong-password logins', guarded.url, {
      path: '/wps/system/status',
    });
    await flood.stop();
    floodRatio = quiet.requestsPerSecond / flooded.requestsPerSecond;
    rows.push(judged(quiet, baseline, null));
    rows.push({ ...judged(flooded, baseline, null), verdict: `slowdown ${floodRatio.toFixed(2)}×` });
  } finally {
    await guarded.stop();
  }

  print(rows);
  const missed = rows.filter((row) => row.verdict.includes('MISSED')).length;
  const floodOk = floodRatio <= 1.5;
  console.log(
    `\nwrong-password flood slows the status call ${floodRatio.toFixed(2)}× (target ≤ 1.5×): ${floodOk ? 'ok' : 'MISSED'}`,
  );
  return missed === 0 && floodOk ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(2);
  },
);
