import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/database';
import { checkInvariants, formatReport } from '../src/modules/ledger/invariants';
import { loadServiceSecrets, type ServiceSecrets } from '../src/security/service-secrets';
import { TEST_PUBLIC_URL, withDatabaseName } from './database-url';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The signing secrets the app uses (generated and stored unless the test configured them). */
  secrets: ServiceSecrets;
  /** Runs SQL (changing cached tables) and waits until the app's cache reflects it. */
  change(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
};

/** A private copy of the seeded database: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const templateUrl = inject('pgTemplateUrl');
  if (templateUrl) {
    const name = `playhall_t_${randomBytes(6).toString('hex')}`;
    const templateName = new URL(templateUrl).pathname.slice(1);
    const admin = await openPostgres({ url: withDatabaseName(templateUrl, 'postgres'), maxConnections: 1 });
    await admin.exec(`create database ${name} template ${templateName}`);
    const database = await openPostgres({ url: withDatabaseName(templateUrl, name), maxConnections: 20 });
    return {
      database,
      async drop() {
        await database.close();
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('The test global setup did not prepare a database');
  const database = await openPglite({ dump: new Blob([await readFile(dumpPath)]) });
  return { database, drop: () => database.close() };
}

/**
 * The real application on a private database, for `app.inject`. Environment overrides are validated like the
 * real environment.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { listen = false }: { listen?: boolean } = {},
): Promise<TestContext> {
  // Calls that leave the process (the payment gateway, its callbacks) need a real port and a matching PUBLIC_URL.
  const port = listen ? await freePort() : 0;
  const config = loadConfig({
    PUBLIC_URL: listen ? `http://127.0.0.1:${port}` : TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_ATTEMPTS_PER_MINUTE: '100000',
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({ config, database, webDistDir: null, logger: false });
  await app.ready();
  if (listen) await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    secrets: await loadServiceSecrets(database, config),
    async change(sql, params) {
      if (params) await database.query(sql, params);
      else await database.exec(sql);
      await app.tableCache.sync();
    },
    async close() {
      await app.close();
      // `npm run ledger:check` after every suite: the same checks, on the suite's own database.
      const results = await checkInvariants(database);
      await drop();
      const violated = results.filter((result) => result.violations > 0);
      if (violated.length > 0)
        throw new Error(`Ledger invariants violated after the suite:\n${formatReport(results)}`);
    },
  };
}

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

/** Runs one background job by name, as the scheduler would. */
export async function runJob(t: TestContext, name: string): Promise<number> {
  const job = t.app.jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job.run();
}
