import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { migrationsDir, sqlFunctionsDir } from '../src/paths';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts';
import { seedDemoBrand } from '../src/seed/seed-demo-brand';
import { seedDemoCashier } from '../src/seed/seed-demo-cashier';
import { seedDemoGames } from '../src/seed/seed-demo-games';
import { seedDemoHelp } from '../src/seed/seed-demo-help';
import { TEST_PUBLIC_URL, withDatabaseName } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL runs: the migrated, seeded template database every test database is copied from. */
    pgTemplateUrl: string | null;
    /** Embedded runs: a dump of a migrated, seeded PGlite that every test database is loaded from. */
    pgliteDumpPath: string | null;
  }
}

/**
 * Migrates and seeds one database for the whole run; each test file then gets a private copy of it in well under
 * a second (a template database on PostgreSQL, a data-dir dump on PGlite).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const templateName = `playhall_tpl_${randomBytes(4).toString('hex')}`;
    const admin = await openPostgres({ url: baseUrl, maxConnections: 1 });
    await admin.exec(`create database ${templateName}`);
    const template = await openPostgres({ url: withDatabaseName(baseUrl, templateName), maxConnections: 2 });
    await migrate(template, { migrations: migrationsDir, functions: sqlFunctionsDir });
    await seedDemoBrand(template.db, { publicUrl: TEST_PUBLIC_URL });
    await seedDemoAccounts(template);
    await seedDemoCashier(template);
    await seedDemoGames(template);
    await seedDemoHelp(template);
    await template.close();
    project.provide('pgTemplateUrl', withDatabaseName(baseUrl, templateName));
    project.provide('pgliteDumpPath', null);
    return async () => {
      await admin.exec(`drop database if exists ${templateName} with (force)`);
      await admin.close();
    };
  }

  const directory = await mkdtemp(join(tmpdir(), 'playhall-test-'));
  const database = await openPglite({ dataDir: 'memory://' });
  await migrate(database, { migrations: migrationsDir, functions: sqlFunctionsDir });
  await seedDemoBrand(database.db, { publicUrl: TEST_PUBLIC_URL });
  await seedDemoAccounts(database);
  await seedDemoCashier(database);
  await seedDemoGames(database);
  await seedDemoHelp(database);
  const dump = await database.dump();
  await database.close();
  const dumpPath = join(directory, 'seeded.tar.gz');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplateUrl', null);
  project.provide('pgliteDumpPath', dumpPath);
  return async () => {
    await rm(directory, { recursive: true, force: true });
  };
}
