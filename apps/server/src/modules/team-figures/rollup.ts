import type { Database } from '../../db/database';

const BATCH = 5_000;

/**
 * The team roll-up (sql/functions/team-rollup.sql): brings every upline's team rows up to date with its members'
 * own daily rows. Runs as a job every few seconds on every node (one at a time per database, the function sees to
 * it); `catchUp` runs it until nothing is left, for tests and for a report that must be current.
 */
export function createTeamRollup(database: Database) {
  async function runOnce(limit = BATCH): Promise<number> {
    const [row] = await database.query<{ rolled: number }>('select team_rollup($1) as rolled', [limit]);
    return Number(row?.rolled ?? 0);
  }
  return {
    runOnce,
    async catchUp(): Promise<number> {
      let total = 0;
      for (;;) {
        const rolled = await runOnce();
        total += rolled;
        if (rolled < BATCH) return total;
      }
    },
  };
}

export type TeamRollup = ReturnType<typeof createTeamRollup>;
