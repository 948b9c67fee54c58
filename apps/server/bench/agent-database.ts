import type postgres from 'postgres';
import { openPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createTeamRollup } from '../src/modules/team-figures/rollup';
import { migrationsDir, sqlFunctionsDir } from '../src/paths';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts';
import { seedDemoBrand } from '../src/seed/seed-demo-brand';
import { seedDemoCashier } from '../src/seed/seed-demo-cashier';
import { seedDemoGames } from '../src/seed/seed-demo-games';
import { type BenchTeam, buildBenchTeam } from './agent-team';

/**
 * The database bench:agent and bench:settlement measure: the demo brand, then the 100,000-member team and its
 * 10 million bets (agent-team.ts), rolled up (timed), with the statistics autovacuum would have gathered.
 */
export async function buildBenchDatabase(url: string, sql: postgres.Sql): Promise<BenchTeam> {
  const database = await openPostgres({ url, maxConnections: 4 });
  try {
    await migrate(database, { migrations: migrationsDir, functions: sqlFunctionsDir });
    await seedDemoBrand(database.db, { publicUrl: 'http://127.0.0.1:3931' });
    await seedDemoAccounts(database);
    await seedDemoCashier(database);
    await seedDemoGames(database);
    const built = Date.now();
    const team = await buildBenchTeam(sql, (line) => console.log(`  ${line}`));
    console.log(`built in ${Math.round((Date.now() - built) / 1000)} s`);
    const rolling = Date.now();
    const rolled = await createTeamRollup(database).catchUp();
    console.log(
      `team roll-up: ${rolled.toLocaleString('en')} own rows in ${Math.round((Date.now() - rolling) / 1000)} s`,
    );
    // What autovacuum does to a table that grew this much, before anyone reads it: planner statistics (without
    // them the active-members query was planned for 18 rows, not millions) and the visibility map.
    await sql.unsafe(
      'vacuum analyze member_active_days, team_active_runs, team_daily_bets, team_daily_money, member_tree',
    );
    return team;
  } finally {
    await database.close();
  }
}
