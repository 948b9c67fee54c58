import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import { migrationsDir, sqlFunctionsDir } from '../paths';
import type { Database } from './database';
import { migrate } from './migrate';
import { readSqlFunctions } from './sql-functions';

let database: Database;
let drop: () => Promise<void>;
/** A copy of the function files that a test may change, as a developer would before the next start. */
let functionsDir: string;

beforeEach(async () => {
  ({ database, drop } = await createTestDatabase());
  functionsDir = await mkdtemp(join(tmpdir(), 'playhall-functions-'));
  await cp(sqlFunctionsDir, functionsDir, { recursive: true });
});
afterEach(async () => {
  await drop();
  await rm(functionsDir, { recursive: true, force: true });
});

const start = () => migrate(database, { migrations: migrationsDir, functions: functionsDir });

/** A function of the test's own, to see which definition the database holds. */
function probe(answer: number): string {
  return `CREATE OR REPLACE FUNCTION migrate_test_probe() RETURNS int LANGUAGE sql AS $$ SELECT ${answer} $$;\n`;
}

async function probeAnswer(): Promise<number | undefined> {
  const [row] = await database.query<{ answer: number }>('select migrate_test_probe() as answer');
  return row?.answer;
}

describe('the SQL function files', () => {
  // The test database is a copy of one that global setup migrated from nothing: every migration, then every file.
  it('give a fresh database every function they define, as they define it', async () => {
    const files = await readSqlFunctions(sqlFunctionsDir);
    const defined = files.flatMap(({ file, text }) =>
      [...text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((match) => ({
        file,
        text,
        name: match[1],
      })),
    );
    expect(defined.length).toBeGreaterThanOrEqual(files.length);
    const live = await database.query<{ name: string; source: string }>(
      `select p.proname as name, p.prosrc as source from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    );
    for (const { file, text, name } of defined) {
      const source = live.find((row) => row.name === name)?.source;
      expect(source, `${name} (${file})`).toBeDefined();
      expect(text, `${name} is live as ${file} defines it`).toContain(source?.trim());
    }
    const recorded = await database.query<{ file: string; hash: string }>(
      'select file, hash from schema_functions order by file',
    );
    expect(recorded).toEqual(files.map(({ file, hash }) => ({ file, hash })));
  });

  it('apply nothing on a start where nothing changed', async () => {
    expect(await start()).toEqual({ migrations: [], functions: [] });
  });

  it('apply a changed file once, on the next start, and only that file', async () => {
    await writeFile(join(functionsDir, 'zz-probe.sql'), probe(1));
    expect(await start()).toEqual({ migrations: [], functions: ['zz-probe.sql'] });
    expect(await probeAnswer()).toBe(1);

    await writeFile(join(functionsDir, 'zz-probe.sql'), probe(2));
    const notify = join(functionsDir, 'cache-notify.sql');
    await writeFile(notify, `${await readFile(notify, 'utf8')}-- changed\n`);
    expect(await start()).toEqual({ migrations: [], functions: ['cache-notify.sql', 'zz-probe.sql'] });
    expect(await probeAnswer()).toBe(2);

    expect(await start()).toEqual({ migrations: [], functions: [] });
  });

  it('are all applied again after a migration, which may have dropped or redefined one', async () => {
    const migrations = join(functionsDir, 'migrations');
    await cp(migrationsDir, migrations, { recursive: true });
    const journalPath = join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    journal.entries.push({ idx: journal.entries.length, tag: '9999_drop_a_function' });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(
      join(migrations, '9999_drop_a_function.sql'),
      'DROP FUNCTION provider_replay(text, text, text);\n',
    );
    const files = (await readSqlFunctions(functionsDir)).map(({ file }) => file);
    expect(await migrate(database, { migrations, functions: functionsDir })).toEqual({
      migrations: ['9999_drop_a_function'],
      functions: files,
    });
    const [row] = await database.query<{ found: string | null }>(
      `select to_regprocedure('provider_replay(text, text, text)')::text as found`,
    );
    expect(row?.found).toBe('provider_replay(text,text,text)');
  });

  it('leave the database as it was when a file fails', async () => {
    await writeFile(join(functionsDir, 'zz-probe.sql'), probe(1));
    await writeFile(join(functionsDir, 'zz-zz-broken.sql'), 'CREATE OR REPLACE FUNCTION broken( AS;\n');
    await expect(start()).rejects.toThrow('SQL function file zz-zz-broken.sql failed to apply');
    await expect(probeAnswer()).rejects.toThrow();
    const [row] = await database.query<{ files: bigint }>(
      `select count(*) as files from schema_functions where file like 'zz-%'`,
    );
    expect(row?.files).toBe(0n);
  });

  it.runIf(process.env.DATABASE_URL)('are applied once when two servers start at once', async () => {
    await writeFile(join(functionsDir, 'zz-probe.sql'), probe(3));
    // Two starts on separate connections of one database, as two nodes would, held at the table of applied files
    // until both are under way: without the migrator's lock both would read the old hash and apply the file.
    const { starts } = await database.transaction(async (tx) => {
      await tx.exec('lock table schema_functions in access exclusive mode');
      const starts = Promise.all([start(), start()]);
      await setTimeout(500);
      return { starts };
    });
    const results = await starts;
    expect(results.map((result) => result.functions).sort()).toEqual([[], ['zz-probe.sql']]);
    expect(await probeAnswer()).toBe(3);
  });
});
