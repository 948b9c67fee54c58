import type { Database } from '../db/database';

/**
 * The demo reward centre (demo data, README): a first-deposit bonus (100% up to ¥888.00 from ¥100.00, joined
 * first, wagered 10 times) and a daily sign-in (¥1 to ¥18 over a week's streak, wagered 3 times), live from the
 * first start. Seeded once, when the brand has no activity yet; operators edit or close them in /ops.
 */
export async function seedDemoRewards(database: Database): Promise<boolean> {
  const [existing] = await database.query<{ found: boolean }>(
    'select exists (select 1 from activities) as found',
  );
  if (existing?.found) return false;
  const activities = [
    {
      kind: 'FIRST_DEPOSIT',
      title: 'Welcome bonus: 100% on your first deposit',
      description: 'Join, then make your first deposit: we match it in full, up to ¥888.00.',
      promotionType: 'NEWBIE',
      rules: {
        percent: 100,
        maxBonus: '888.00',
        minDeposit: '100.00',
        wageringMultiple: 10,
        joinRequired: true,
      },
      sortOrder: 0,
    },
    {
      kind: 'DAILY_SIGN_IN',
      title: 'Daily sign-in',
      description: 'Sign in every day for a week: each day of the streak pays more.',
      promotionType: 'DAILY',
      rules: { rewards: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'], wageringMultiple: 3 },
      sortOrder: 1,
    },
  ];
  for (const activity of activities) {
    await database.query(
      `insert into activities (kind, title, description, promotion_type, rules, starts_at, sort_order)
       values ($1, $2, $3, $4, $5::jsonb, now() - interval '1 day', $6)`,
      [
        activity.kind,
        activity.title,
        activity.description,
        activity.promotionType,
        JSON.stringify(activity.rules),
        activity.sortOrder,
      ],
    );
  }
  return true;
}
