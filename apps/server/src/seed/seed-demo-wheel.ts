import type { Database } from '../db/database';

/** The demo wheel's eight segments, from nothing to ¥88.00: the bigger the prize, the rarer. */
const DEMO_SEGMENTS = [
  { label: 'Try again', amount: '0.00', weight: 30 },
  { label: '¥1', amount: '1.00', weight: 28 },
  { label: '¥2', amount: '2.00', weight: 18 },
  { label: '¥5', amount: '5.00', weight: 10 },
  { label: '¥8', amount: '8.00', weight: 7 },
  { label: '¥18', amount: '18.00', weight: 4 },
  { label: '¥38', amount: '38.00', weight: 2 },
  { label: '¥88', amount: '88.00', weight: 1 },
];

const DEMO_ACTIVITIES = [
  {
    kind: 'RELOAD',
    title: 'Daily reload: 10% on top',
    description: 'Deposit again today (¥100.00 or more) and take 10% on top, up to ¥188.00. Once a day.',
    rules: {
      percent: 10,
      maxBonus: '188.00',
      minDeposit: '100.00',
      wageringMultiple: 5,
      joinRequired: false,
    },
    sortOrder: 5,
  },
  {
    kind: 'LUCKY_WHEEL',
    title: 'Daily lucky wheel',
    description: 'A free spin every day for up to ¥88.00, provably fair: check every spin yourself.',
    rules: { segments: DEMO_SEGMENTS, minValidBetToday: '0.00', wageringMultiple: 1 },
    sortOrder: 6,
  },
];

/**
 * The demo's daily reload bonus (10% up to ¥188.00 from ¥100.00, wagered 5 times) and daily lucky wheel (a free
 * spin, eight segments from ¥0.00 to ¥88.00, wagered once). Seeded with the other demo activities
 * (`seedDemoRewards`), each only when the brand has no activity of its kind yet.
 */
export async function seedDemoWheel(database: Database): Promise<boolean> {
  let seeded = false;
  for (const activity of DEMO_ACTIVITIES) {
    const inserted = await database.query(
      `insert into activities (kind, title, description, promotion_type, rules, starts_at, sort_order)
       select $1, $2, $3, 'DAILY', $4::jsonb, now() - interval '1 day', $5
       where not exists (select 1 from activities where kind = $1)
       returning id`,
      [
        activity.kind,
        activity.title,
        activity.description,
        JSON.stringify(activity.rules),
        activity.sortOrder,
      ],
    );
    seeded ||= inserted.length > 0;
  }
  return seeded;
}
