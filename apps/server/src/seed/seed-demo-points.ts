import type { Database } from '../db/database';

/** Demo rules: a point per ¥10.00 of valid bet on slots and fishing, per ¥20.00 elsewhere; ten points make ¥1.00. */
const DEMO_POINT_RULES: [string, bigint][] = [
  ['RNG', 1000n],
  ['FISH', 1000n],
  ['LIVE', 2000n],
  ['PVP', 2000n],
  ['SPORTS', 2000n],
  ['ESPORTS', 2000n],
  ['LOTT', 2000n],
];

/** Demo mall items: cash at the ratio, bonuses with wagering, goods with stock (kind, name, description, points, amount, wagering halves, stock). */
const DEMO_MALL_ITEMS: [string, string, string, number, bigint | null, number, number | null][] = [
  ['CASH', 'Cash ¥10.00', 'Points straight to your balance at the exchange ratio.', 100, null, 0, null],
  ['CASH', 'Cash ¥50.00', 'Points straight to your balance at the exchange ratio.', 500, null, 0, null],
  ['BONUS', 'Bonus ¥20.00', 'A ¥20.00 bonus, wagered three times.', 150, 2000n, 6, null],
  ['BONUS', 'Bonus ¥100.00', 'A ¥100.00 bonus, wagered five times.', 700, 10000n, 10, 100],
  ['GOODS', 'Playhall cap', 'An embroidered cap, shipped to your address.', 300, null, 0, 50],
  ['GOODS', 'Wireless earbuds', 'Noise-cancelling earbuds, shipped to your address.', 3000, null, 0, 10],
];

/**
 * The demo points mall (demo data, README): earning rules, the ratio and a few items of each kind, once, when the
 * brand has no mall item yet; operators edit them in /ops.
 */
export async function seedDemoPoints(database: Database): Promise<boolean> {
  const [existing] = await database.query<{ found: boolean }>(
    'select exists (select 1 from mall_items) as found',
  );
  if (existing?.found) return false;
  await database.query(
    `insert into point_settings (id, points_per_unit) values (1, 10) on conflict (id) do nothing`,
  );
  await database.query(
    `insert into point_rules (category_code, valid_bet_per_point)
     select * from unnest($1::text[], $2::bigint[]) on conflict (category_code) do nothing`,
    [DEMO_POINT_RULES.map(([category]) => category), DEMO_POINT_RULES.map(([, per]) => per.toString())],
  );
  for (const [index, [kind, name, description, points, amount, halves, stock]] of DEMO_MALL_ITEMS.entries()) {
    await database.query(
      `insert into mall_items (kind, name, description, points, amount, wagering_halves, stock, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [kind, name, description, points, amount, halves, stock, index],
    );
  }
  return true;
}
