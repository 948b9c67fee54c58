import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../../../test/database-url';
import { fundPlayers, random, registerPlayers } from '../../../test/faults';
import { freePort, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { type Database, openPglite, openPostgres } from '../../db/database';
import { checkInvariants } from './invariants';

type Outcome = 'ACK' | 'REFUSED' | 'UNKNOWN';
type Attempt = { key: string; body: Record<string, string>; token: string; path: string; outcome: Outcome };

async function call(
  url: string,
  path: string,
  token: string,
  body: Record<string, string>,
): Promise<Outcome> {
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status >= 500) return 'UNKNOWN';
    const answer = (await response.json()) as { success: boolean };
    return answer.success ? 'ACK' : 'REFUSED';
  } catch {
    return 'UNKNOWN';
  }
}

async function appliedCount(database: Database, attempt: Attempt): Promise<bigint> {
  const rows = await database.query<{ count: bigint }>(
    'select count(*) from ledger_transactions where idempotency_key like $1',
    [`transfer:%:${attempt.key}`],
  );
  return rows[0]?.count ?? 0n;
}

async function expectInvariants(database: Database): Promise<void> {
  expect((await checkInvariants(database)).filter((result) => result.violations > 0)).toEqual([]);
}

/**
 * F1/F7: mixed money traffic, a kill -9 at a seeded random moment, then the database is read while the server is
 * down: every acknowledged operation applied exactly once, every refused one never, every unknown one at most
 * once. A restarted server then takes the unknown ones again with the same keys: exactly once each. Every ledger
 * invariant holds throughout. (The database is opened only while the server is stopped: PGlite allows one process.)
 */
async function killUnderLoad(seed: number, env: Record<string, string>, open: () => Promise<Database>) {
  const next = random(seed);
  const port = await freePort();
  let server: ServerProcess = await startServerProcess(env, port);
  const tokens = await registerPlayers(server.url, 4);
  await fundPlayers(server.url, tokens);

  const attempts: Attempt[] = [];
  let killed = false;
  const killer = setTimeout(
    () => {
      killed = true;
      server.child.kill('SIGKILL');
    },
    300 + Math.floor(next() * 1200),
  );
  await Promise.all(
    tokens.map(async (token) => {
      while (!killed) {
        const outward = next() < 0.5;
        const body = {
          from: outward ? 'MAIN' : 'SX',
          to: outward ? 'SX' : 'MAIN',
          amount: `${1 + Math.floor(next() * 30)}.00`,
          requestId: randomUUID(),
        };
        const attempt: Attempt = {
          key: body.requestId,
          body,
          token,
          path: '/wps/v2/wallets/transfer',
          outcome: 'UNKNOWN',
        };
        attempts.push(attempt);
        attempt.outcome = await call(server.url, attempt.path, token, body);
      }
    }),
  );
  clearTimeout(killer);
  await server.exited;
  expect(attempts.filter((attempt) => attempt.outcome === 'ACK').length).toBeGreaterThan(0);

  const afterCrash = await open();
  const unknown = attempts.filter((attempt) => attempt.outcome === 'UNKNOWN');
  try {
    for (const attempt of attempts) {
      const count = await appliedCount(afterCrash, attempt);
      if (attempt.outcome === 'ACK') expect(count, `acknowledged ${attempt.key}`).toBe(1n);
      if (attempt.outcome === 'REFUSED') expect(count, `refused ${attempt.key}`).toBe(0n);
      if (attempt.outcome === 'UNKNOWN') expect(count, `unknown ${attempt.key}`).toBeLessThanOrEqual(1n);
    }
    await expectInvariants(afterCrash);
  } finally {
    await afterCrash.close();
  }

  server = await startServerProcess(env, port);
  const retried = new Map<Attempt, Outcome>();
  try {
    for (const attempt of unknown)
      retried.set(attempt, await call(server.url, attempt.path, attempt.token, attempt.body));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const afterRetry = await open();
  try {
    for (const [attempt, outcome] of retried) {
      expect(outcome, `retry of ${attempt.key}`).not.toBe('UNKNOWN');
      expect(await appliedCount(afterRetry, attempt), `retried ${attempt.key}`).toBe(
        outcome === 'ACK' ? 1n : 0n,
      );
    }
    await expectInvariants(afterRetry);
  } finally {
    await afterRetry.close();
  }
}

describe.runIf(process.env.DATABASE_URL)('F1: kill -9 under load on PostgreSQL', () => {
  const created: string[] = [];
  const templateUrl = inject('pgTemplateUrl') ?? '';
  afterAll(async () => {
    const admin = await openPostgres({ url: withDatabaseName(templateUrl, 'postgres'), maxConnections: 1 });
    for (const name of created) await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  for (const seed of [11, 2026, 777]) {
    it(`applies acknowledged work exactly once after a crash (seed ${seed})`, async () => {
      const name = `playhall_f1_${randomBytes(4).toString('hex')}`;
      const admin = await openPostgres({ url: withDatabaseName(templateUrl, 'postgres'), maxConnections: 1 });
      await admin.exec(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
      await admin.close();
      created.push(name);
      const url = withDatabaseName(templateUrl, name);
      await killUnderLoad(seed, { DATABASE_URL: url }, () => openPostgres({ url, maxConnections: 2 }));
    }, 120_000);
  }
});

describe.runIf(!process.env.DATABASE_URL)('F7: kill -9 during writes on the embedded database', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and every invariant after a crash and a reopen', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'playhall-f7-'));
    directories.push(dataDir);
    // The test opens the directory only while the server is down (one process at a time, F8).
    await killUnderLoad(5, { DATA_DIR: dataDir, DATABASE_URL: '' }, async () => {
      const database = await openPglite({ dataDir: `${dataDir}/pglite` });
      return database;
    });
  }, 180_000);
});
