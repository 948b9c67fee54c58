import type { Database } from '../db/database';

/**
 * The demo's application activity (demo data, README): members post a screenshot of a big win with a few words, an
 * operator reviews it in /ops, and an approval pays ¥18.00 wagered once; once a day. Seeded once, with the other
 * demo activities (`seedDemoRewards`), when the brand has no application activity yet.
 */
export async function seedDemoApplications(database: Database): Promise<boolean> {
  const rules = {
    amount: '18.00',
    wageringMultiple: 1,
    imagesRequired: true,
    frequency: 'DAILY',
    instruction: 'Post a screenshot of a win of ¥100.00 or more and tell us the game.',
  };
  const inserted = await database.query(
    `insert into activities (kind, title, description, promotion_type, rules, starts_at, sort_order)
     select 'APPLICATION', $1, $2, 'SPECIAL', $3::jsonb, now() - interval '1 day', 4
     where not exists (select 1 from activities where kind = 'APPLICATION')
     returning id`,
    [
      'Share your big win',
      'Post a screenshot of your big win: once approved, ¥18.00 is yours, wagered once. Once a day.',
      JSON.stringify(rules),
    ],
  );
  return inserted.length > 0;
}
