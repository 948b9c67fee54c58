import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { hasChromium } from './chromium';

/** One built portal on its own database: each of the journeys' workers has one (decision 0053). */
export type Portal = {
  baseUrl: string;
  databaseUrl: string;
  /** The secret the server generated for the demo vendors at its first start (it is given none). */
  providerSecret: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** By worker: VITEST_POOL_ID 1 takes the first. */
    portals: Portal[];
  }
}

/** How many journey files run at once, each worker against its own portal (E2E_WORKERS, 2 by default). */
export function journeyWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(workers) || workers < 1 || workers > 8) {
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, not ${process.env.E2E_WORKERS}`);
  }
  return workers;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverBundle = `${repoRoot}apps/server/dist/server.js`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(baseUrl: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/wps/system/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not start within a minute:\n${log()}`);
}

/**
 * The database of worker `worker`: random, and dropped after the run; or E2E_KEEP_DATABASE's name with `_<worker>`,
 * kept after the run so that CI can check the ledger the journeys wrote (`.ci/run` drops them afterwards).
 */
function databaseName(worker: number): { name: string; isKept: boolean } {
  const kept = process.env.E2E_KEEP_DATABASE;
  if (!kept) return { name: `playhall_e2e_${randomBytes(5).toString('hex')}`, isKept: false };
  if (!/^[a-z_][a-z0-9_]{0,60}$/.test(kept)) {
    throw new Error(
      `E2E_KEEP_DATABASE must be a plain database name (a-z, 0-9, _), not ${JSON.stringify(kept)}`,
    );
  }
  return { name: `${kept}_${worker}`, isKept: true };
}

/**
 * Starts one built portal (the same bundle `npm start` runs) on a fresh PostgreSQL database, so that journeys can
 * also change the database underneath it (maintenance, region rules) the way an operator would. Answers the portal
 * and how to stop it (the database dropped unless kept).
 */
async function startPortal(
  adminUrl: string,
  worker: number,
): Promise<{ portal: Portal; stop: () => Promise<void> }> {
  const { name, isKept } = databaseName(worker);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
      // Journeys act as visitors from other addresses by sending X-Forwarded-For through this trusted loopback.
      TRUST_PROXY: '127.0.0.1',
      // Fast lottery draws every minute, so a journey sees a ticket drawn and settled without waiting 3 minutes.
      LOTTERY_FAST_MINUTES: '1',
      // POST /test-hooks/settlement-clock: the contracts journey moves the settlement clock past the day's end
      // (decision 0032). It moves contract settlement only; every other clock stays real.
      TEST_CLOCK_HOOK: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForServer(baseUrl, server, () => output);

  const served = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
  const [provider] = await served<
    { value: string }[]
  >`select value from service_secrets where name = 'provider'`;
  await served.end();
  if (!provider) throw new Error('The server did not generate its provider secret');

  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    if (isKept) console.log(`E2E_KEEP_DATABASE: the journeys' database ${name} is kept; drop it when done`);
    else await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (output.includes('"level":50') || output.includes('"level":60')) {
      console.error(`The server of worker ${worker} logged errors during the journeys:\n${output}`);
    }
  };
  return { portal: { baseUrl, databaseUrl: databaseUrl.toString(), providerSecret: provider.value }, stop };
}

/**
 * One portal per worker (decision 0053): journey files run two at a time, and a file that changes what every
 * visitor sees (maintenance, a region rule, the settlement clock) changes it only on its worker's portal.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium()) throw new Error('Chromium is not installed: apt-get install -y chromium');
  if (!existsSync(serverBundle) || !existsSync(`${repoRoot}apps/web/dist/index.html`)) {
    throw new Error('The portal is not built: run `npm run build` first');
  }
  const adminUrl =
    process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
  const workers = Array.from({ length: journeyWorkers() }, (_, index) => index + 1);
  const starts = await Promise.allSettled(workers.map((worker) => startPortal(adminUrl, worker)));
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(({ stop }) => stop()));
    throw failed.reason;
  }
  project.provide(
    'portals',
    started.map(({ portal }) => portal),
  );
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}
