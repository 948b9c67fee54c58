import type { Database } from '../db/database';
import { seedDemoApplications } from './seed-demo-applications';
import { seedDemoFeedback } from './seed-demo-feedback';
import { seedDemoMissions } from './seed-demo-missions';
import { seedDemoPoints } from './seed-demo-points';
import { seedDemoReferral } from './seed-demo-referral';
import { seedDemoVip } from './seed-demo-vip';
import { seedDemoWheel } from './seed-demo-wheel';

/**
 * The demo reward centre (demo data, README): manual rebate rates per category (0.3% to 0.8%), a first-deposit bonus (100% up to ¥888.00 from ¥100.00, joined
 * first, wagered 10 times), a daily sign-in (¥1 to ¥18 over a week's streak, wagered 3 times) a red envelope (¥888.00
 * in 100 envelopes, wagered once) and a daily cash back (5% of yesterday's net loss), live from the
 * first start. Seeded once, when the brand has no activity yet; operators edit or close them in /ops.
 */
export async function seedDemoRewards(database: Database): Promise<boolean> {
  const seededPoints = await seedDemoPoints(database);
  const seededVip = await seedDemoVip(database);
  const seededReferral = await seedDemoReferral(database);
  await seedDemoMissions(database);
  const seededFeedback = await seedDemoFeedback(database);
  const seededRates =
    (await seedDemoRebateRates(database)) || seededPoints || seededVip || seededReferral || seededFeedback;
  const [existing] = await database.query<{ found: boolean }>(
    'select exists (select 1 from activities) as found',
  );
  if (existing?.found) return seededRates;
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
    {
      kind: 'RED_ENVELOPE',
      title: 'Lucky red envelope',
      description: 'A pool of ¥888.00 in 100 envelopes: grab yours before they are gone.',
      promotionType: 'LIMITED',
      rules: { pool: '888.00', envelopes: 100, minShare: '1.00', wageringMultiple: 1 },
      sortOrder: 2,
    },
    {
      kind: 'CASH_BACK',
      title: 'Daily cash back',
      description: 'Had a bad day? Take 5% of yesterday’s net loss back, up to ¥888.00.',
      promotionType: 'DAILY',
      rules: { percent: 5, maxAmount: '888.00', minLoss: '100.00', wageringMultiple: 1 },
      sortOrder: 3,
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
  await seedDemoApplications(database);
  await seedDemoWheel(database);
  // /promotions' categories: what each demo activity is about (the sign-in and the envelope are about nothing
  // in particular).
  await database.query(
    `update activities set promotion_category = case kind
       when 'FIRST_DEPOSIT' then 'DEPOSIT' when 'RELOAD' then 'DEPOSIT' when 'LUCKY_WHEEL' then 'DEPOSIT'
       when 'CASH_BACK' then 'REBATE' when 'APPLICATION' then 'SLOTS' end
     where promotion_category is null`,
  );
  return true;
}

/** Manual rebate's demo rates, in parts per million of the valid bet (8000 is 0.8%), once. */
const DEMO_REBATE_RATES: [string, number][] = [
  ['RNG', 8000],
  ['FISH', 8000],
  ['LIVE', 5000],
  ['PVP', 5000],
  ['SPORTS', 6000],
  ['ESPORTS', 5000],
  ['ELOTT', 3000],
  ['LOTT', 3000],
  ['COCKFIGHT', 3000],
];

async function seedDemoRebateRates(database: Database): Promise<boolean> {
  const inserted = await database.query(
    `insert into rebate_rates (category_code, rate_ppm)
     select category, rate from unnest($1::text[], $2::int[]) as r(category, rate)
     where not exists (select 1 from rebate_rates)
     returning category_code`,
    [DEMO_REBATE_RATES.map(([category]) => category), DEMO_REBATE_RATES.map(([, rate]) => rate)],
  );
  return inserted.length > 0;
}
