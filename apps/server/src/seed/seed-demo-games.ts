import type { GameListOptions } from '@playhall/games/catalogue/built-in-games';
import type { Database } from '../db/database';
import { games } from '../db/schema/catalogue';
import { DEMO_FLAG_SHARES, type DemoGame, demoGames } from './demo-games';

/**
 * The demo catalogue (about 10,000 tiles), inserted once into an empty games table. On later starts the names of
 * the built-in provider's games follow its list (for this deployment's lottery intervals), so a catalogue seeded
 * by an older version, or before the interval changed, still shows the name the game page shows.
 */
export async function seedDemoGames(database: Database, options: GameListOptions = {}): Promise<boolean> {
  const rows = demoGames(DEMO_FLAG_SHARES, options);
  if ((await database.query('select 1 from games limit 1')).length > 0) {
    await renameDemoGames(database, rows);
    return false;
  }
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

/** Key order aside (jsonb keeps its own). */
function sameNames(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Brings the names of listed games up to date where they differ (nothing to do on a current catalogue). */
async function renameDemoGames(database: Database, rows: readonly DemoGame[]): Promise<void> {
  const stored = await database.query<{
    vendor_code: string;
    game_code: string;
    names: Record<string, string>;
  }>('select vendor_code, game_code, names from games');
  const current = new Map(stored.map((row) => [`${row.vendor_code}\n${row.game_code}`, row.names]));
  const stale = rows.filter((row) => {
    const names = current.get(`${row.vendorCode}\n${row.gameCode}`);
    return names !== undefined && !sameNames(names, row.names);
  });
  for (let start = 0; start < stale.length; start += 500) {
    const batch = stale.slice(start, start + 500);
    await database.query(
      `update games set names = listed.names
       from jsonb_to_recordset($1::jsonb) as listed(vendor_code text, game_code text, names jsonb)
       where games.vendor_code = listed.vendor_code and games.game_code = listed.game_code`,
      [
        JSON.stringify(
          batch.map((row) => ({ vendor_code: row.vendorCode, game_code: row.gameCode, names: row.names })),
        ),
      ],
    );
  }
}
