import type { Config } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { type Database, defaultPoolSize, openPglite, openPostgres } from './db/database';
import { type Migrated, migrate } from './db/migrate';
import { migrationsDir, sqlFunctionsDir } from './paths';
import { seedDemoAccounts } from './seed/seed-demo-accounts';
import { seedDemoBrand } from './seed/seed-demo-brand';
import { seedDemoCashier } from './seed/seed-demo-cashier';
import { seedDemoContracts } from './seed/seed-demo-contracts';
import { seedDemoGames } from './seed/seed-demo-games';
import { seedDemoHelp } from './seed/seed-demo-help';
import { seedDemoRewards } from './seed/seed-demo-rewards';
import { seedDemoTeam } from './seed/seed-demo-team';

export type OpenedDatabase = {
  database: Database;
  migrated: Migrated;
  seeded: boolean;
  close(): Promise<void>;
};

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR (locked against a second
 * process). Migrations and changed SQL functions run, then the demo brand is seeded if the database is empty (and,
 * in a demo deployment, agent01's demo team with it).
 */
export async function openDatabase(
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATABASE_POOL_SIZE'
    | 'DATA_DIR'
    | 'PUBLIC_URL'
    | 'DEMO_TEAM'
    | 'DEPLOYMENT'
    | 'LOTTERY_FAST_MINUTES'
  >,
): Promise<OpenedDatabase> {
  let release = async () => {};
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openPostgres({
      url: config.DATABASE_URL,
      maxConnections: config.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    });
  } else {
    release = await lockDataDir(config.DATA_DIR);
    try {
      database = await openPglite({ dataDir: `${config.DATA_DIR}/pglite` });
    } catch (error) {
      await release();
      throw error;
    }
  }
  try {
    const migrated = await migrate(database, { migrations: migrationsDir, functions: sqlFunctionsDir });
    const seededBrand = await seedDemoBrand(database.db, { publicUrl: config.PUBLIC_URL });
    const seededAccounts = await seedDemoAccounts(database);
    const seededCashier = await seedDemoCashier(database);
    const seededGames = await seedDemoGames(database, { fastMinutes: config.LOTTERY_FAST_MINUTES });
    const seededHelp = await seedDemoHelp(database);
    // A demo deployment's reward centre: seeded once, also into a demo database made before it existed.
    const seededRewards = config.DEPLOYMENT === 'demo' && (await seedDemoRewards(database));
    // Only at the start that made the demo accounts: the team's 40 days are dated from that day.
    const seededTeam = config.DEMO_TEAM && seededAccounts && (await seedDemoTeam(database));
    // The team's contracts, and the settlement of what they earned over those 40 days.
    if (seededTeam) await seedDemoContracts(database);
    const seeded =
      seededBrand ||
      seededAccounts ||
      seededCashier ||
      seededGames ||
      seededHelp ||
      seededRewards ||
      seededTeam;
    return {
      database,
      migrated,
      seeded,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await database.close();
    await release();
    throw error;
  }
}
