import type { Database } from '../db/database';

type DemoMission = [
  title: string,
  description: string,
  period: 'DAILY' | 'WEEKLY',
  kind: 'BET' | 'DEPOSIT' | 'LOGIN_DAYS' | 'GAMES',
  category: string | null,
  target: bigint,
  reward: bigint,
  score: number,
];

/** The demo missions, in minor units for bets and deposits, a count for login days and games. */
const DEMO_MISSIONS: DemoMission[] = [
  ['Spin the slots', 'Bet ¥200.00 on slots today.', 'DAILY', 'BET', 'RNG', 20_000n, 500n, 10],
  ['Daily check-in', 'Log in today.', 'DAILY', 'LOGIN_DAYS', null, 1n, 100n, 2],
  ['Explorer', 'Play 3 different games this week.', 'WEEKLY', 'GAMES', null, 3n, 800n, 15],
  ['Regular', 'Log in on 3 days this week.', 'WEEKLY', 'LOGIN_DAYS', null, 3n, 1_000n, 20],
  ['Top up', 'Deposit ¥100.00 this week.', 'WEEKLY', 'DEPOSIT', null, 10_000n, 1_800n, 25],
  ['High roller', 'Bet ¥1,000.00 on any game this week.', 'WEEKLY', 'BET', null, 100_000n, 2_800n, 40],
];

/**
 * The demo missions (demo data, README): two daily and four weekly missions, each reward wagered once, live from
 * the first start. Seeded once, when the brand has no mission yet; operators edit or close them in /ops/missions.
 */
export async function seedDemoMissions(database: Database): Promise<boolean> {
  const [existing] = await database.query<{ found: boolean }>(
    'select exists (select 1 from missions) as found',
  );
  if (existing?.found) return false;
  for (const [
    index,
    [title, description, period, kind, category, target, reward, score],
  ] of DEMO_MISSIONS.entries()) {
    await database.query(
      `insert into missions (title, description, period, kind, category_code, target, reward, score, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [title, description, period, kind, category, target, reward, score, index],
    );
  }
  return true;
}
