import type { Database } from '../db/database';
import { games } from '../db/schema/catalogue';
import { demoGames } from './demo-games';

/** The demo catalogue (about 10,000 tiles), inserted once into an empty games table. */
export async function seedDemoGames(database: Database): Promise<boolean> {
  if ((await database.query('select 1 from games limit 1')).length > 0) return false;
  const rows = demoGames();
  return database.db.transaction(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(7401005)');
    const existing = await tx.select({ nodeId: games.nodeId }).from(games).limit(1);
    if (existing.length > 0) return false;
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(games).values(rows.slice(start, start + 1000));
    }
    return true;
  });
}
