import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { type Database, openPglite, openPostgres } from '../db/database';
import { checkInvariants, formatReport } from '../modules/ledger/invariants';

/**
 * `npm run ledger:check`: verifies the ledger invariants of RELIABILITY.md on the configured database
 * (DATABASE_URL, else the embedded database in DATA_DIR). It only reads: it never migrates or seeds.
 * It prints one line per invariant and exits 1 when any is violated.
 *
 * `--require-data` (CI) makes "nothing to verify" a failure too: no database, no ledger, or a ledger without one
 * transaction. Without it a fresh checkout passes, which is right for a developer and useless as a CI step.
 */
const requireData = process.argv.slice(2).includes('--require-data');

/** Says why there is nothing to check; a failure (exit 1) only when data was required. */
function nothingToVerify(why: string): number {
  if (!requireData) {
    console.log(`ledger:check: ${why}; nothing to verify.`);
    return 0;
  }
  console.error(`ledger:check --require-data: ${why}; nothing to verify, and data was required.`);
  return 1;
}

async function open(): Promise<{ database: Database; close(): Promise<void> } | null> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const database = await openPostgres({ url: config.DATABASE_URL, maxConnections: 2 });
    return { database, close: () => database.close() };
  }
  const dataDir = `${config.DATA_DIR}/pglite`;
  if (!existsSync(dataDir)) return null;
  const release = await lockDataDir(config.DATA_DIR);
  const database = await openPglite({ dataDir });
  return {
    database,
    async close() {
      await database.close();
      await release();
    },
  };
}

async function main(): Promise<number> {
  const opened = await open();
  if (!opened) return nothingToVerify('no database yet (nothing in DATA_DIR)');
  try {
    const tables = await opened.database.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_name = 'ledger_entries'`,
    );
    if (tables.length === 0)
      return nothingToVerify(`no ledger yet on ${opened.database.engine} (not migrated)`);
    const results = await checkInvariants(opened.database);
    const [counts] = await opened.database.query<{ accounts: bigint; transactions: bigint }>(
      'select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transactions) as transactions',
    );
    console.log(
      `ledger:check on ${opened.database.engine}: ${counts?.accounts ?? 0n} accounts, ${counts?.transactions ?? 0n} transactions`,
    );
    // An empty ledger holds every invariant trivially: fine on a fresh install, not as evidence in CI.
    if (requireData && (counts?.transactions ?? 0n) === 0n)
      return nothingToVerify('the ledger holds no transaction');
    console.log(formatReport(results));
    const failed = results.filter((result) => result.violations > 0).length;
    console.log(failed === 0 ? 'all invariants hold' : `${failed} invariant(s) violated`);
    return failed === 0 ? 0 : 1;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ledger:check could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
