import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlRunner } from './database';

export type SqlFunctionFile = { file: string; text: string; hash: string };

/** The `*.sql` files of the folder, in name order (the order they are applied in). */
export async function readSqlFunctions(functionsDir: string): Promise<SqlFunctionFile[]> {
  const files = (await readdir(functionsDir)).filter((file) => file.endsWith('.sql')).toSorted();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(functionsDir, file), 'utf8');
      return { file, text, hash: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

/**
 * The repeatable step of the migrator (decision 0027), run in its transaction, under its lock, after the
 * migrations: each file (`CREATE OR REPLACE FUNCTION`, one function or a small family) is applied when its text
 * differs from the one last applied, recorded by hash in `schema_functions`. When a migration ran in the same
 * start, every file is applied again: a migration may have dropped or redefined what a file defines, and the
 * files, not the history, say what a function is now. Files apply in name order; a `LANGUAGE sql` body is checked
 * when it is created, so what it calls must exist by then (in a migration or an earlier file).
 */
export async function applySqlFunctions(
  tx: SqlRunner,
  files: readonly SqlFunctionFile[],
  afterMigrations: boolean,
): Promise<string[]> {
  await tx.exec(`create table if not exists schema_functions (
    file text primary key,
    hash text not null,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Map(
    (await tx.query<{ file: string; hash: string }>('select file, hash from schema_functions')).map((row) => [
      row.file,
      row.hash,
    ]),
  );
  const due = files.filter((file) => afterMigrations || applied.get(file.file) !== file.hash);
  for (const file of due) {
    try {
      await tx.exec(file.text);
    } catch (error) {
      throw new Error(`SQL function file ${file.file} failed to apply`, { cause: error });
    }
    await tx.query(
      `insert into schema_functions (file, hash) values ($1, $2)
       on conflict (file) do update set hash = excluded.hash, applied_at = now()`,
      [file.file, file.hash],
    );
  }
  // A file taken out of the folder is forgotten, so that putting it back applies it again.
  await tx.query('delete from schema_functions where file <> all($1::text[])', [
    files.map((file) => file.file),
  ]);
  return due.map((file) => file.file);
}
