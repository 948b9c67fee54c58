import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { postgresTarget } from '../src/db/database';

export type Running = { url: string; stop(): Promise<void> };

async function waitForUrl(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within a minute:\n${output()}`);
}

function launch(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startBaseline(port: number): Promise<Running> {
  const script = fileURLToPath(new URL('./hello-world.ts', import.meta.url));
  const { child, output } = launch(['--import', 'tsx', script], { PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`, child, output);
  return { url, stop: () => stopChild(child) };
}

/** The real server bundle (what `npm start` runs), on PostgreSQL when a URL is given, else on a fresh PGlite. */
export async function startPortal(
  port: number,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<Running> {
  const bundle = fileURLToPath(new URL('../dist/server.js', import.meta.url));
  const dataDir = await mkdtemp(join(tmpdir(), 'playhall-bench-'));
  // BENCH_PROFILE=<folder>: the portal writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const { child, output } = launch([...profile, bundle], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    // One load generator on one address: the per-visitor limit would measure itself, not the calls.
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The benches build what they measure; the demo team's 40 days would only slow their start.
    DEMO_TEAM: 'false',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/wps/system/status`, child, output);
  return {
    url,
    async stop() {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A load generator in its own process, so that its work does not count against the measured one. */
export function startFlood(args: string[]): { stop(): Promise<void> } {
  const bin = fileURLToPath(new URL('../../../node_modules/.bin/autocannon', import.meta.url));
  const child = spawn(bin, args, { stdio: 'ignore' });
  return { stop: () => stopChild(child) };
}

/** A one-connection client, also for libpq's socket form of the URL. */
export function adminClient(url: string): postgres.Sql {
  const target = postgresTarget(url);
  return postgres(target.url, { max: 1, onnotice: () => {}, ...(target.host ? { host: target.host } : {}) });
}

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A new, empty database on the PostgreSQL server of `adminUrl` (a role that may create databases), dropped by
 * `drop`. Benches work in their own databases: never in the one the admin URL names.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = adminClient(adminUrl);
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const again = adminClient(adminUrl);
      try {
        await again.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await again.end();
      }
    },
  };
}
