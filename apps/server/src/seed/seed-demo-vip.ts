import type { Database } from '../db/database';

type DemoRank = [
  name: string,
  validBet: bigint,
  deposits: bigint,
  keep: bigint,
  upgrade: bigint,
  monthly: bigint,
  birthday: bigint,
  withdrawalsADay: number | null,
  amountADay: bigint | null,
  rebatePpm: Record<string, number>,
];

/** The demo ladder, in minor units: five ranks over a 30-day window, from every member's Bronze to Diamond. */
const DEMO_LADDER: DemoRank[] = [
  ['Bronze', 0n, 0n, 0n, 0n, 0n, 0n, null, null, {}],
  ['Silver', 100_000n, 50_000n, 50_000n, 1_800n, 800n, 1_800n, 5, null, {}],
  [
    'Gold',
    1_000_000n,
    300_000n,
    500_000n,
    5_800n,
    2_800n,
    5_800n,
    8,
    20_000_000n,
    { RNG: 10_000, LIVE: 6_000 },
  ],
  [
    'Platinum',
    5_000_000n,
    1_000_000n,
    2_500_000n,
    18_800n,
    8_800n,
    18_800n,
    10,
    50_000_000n,
    { RNG: 12_000, LIVE: 8_000, SPORTS: 8_000 },
  ],
  [
    'Diamond',
    20_000_000n,
    5_000_000n,
    10_000_000n,
    58_800n,
    28_800n,
    58_800n,
    20,
    100_000_000n,
    { RNG: 15_000, LIVE: 10_000, SPORTS: 10_000 },
  ],
];

/**
 * The demo VIP ladder (demo data, README): seeded once, when the brand has no rank yet; operators edit it in /ops.
 * Bonuses are wagered once.
 */
export async function seedDemoVip(database: Database): Promise<boolean> {
  const [existing] = await database.query<{ found: boolean }>(
    'select exists (select 1 from vip_ranks) as found',
  );
  if (existing?.found) return false;
  await database.transaction(async (tx) => {
    await tx.query('insert into vip_settings (id, window_days) values (1, 30) on conflict (id) do nothing');
    for (const [level, rank] of DEMO_LADDER.entries()) {
      const [name, validBet, deposits, keep, upgrade, monthly, birthday, count, amount, rates] = rank;
      await tx.query(
        `insert into vip_ranks (level, name, valid_bet_threshold, deposit_threshold, keep_valid_bet, upgrade_bonus,
                                monthly_bonus, birthday_bonus, bonus_wagering, daily_withdrawal_count,
                                daily_withdrawal_amount, rebate_rates)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, $11::jsonb)`,
        [
          level,
          name,
          validBet,
          deposits,
          keep,
          upgrade,
          monthly,
          birthday,
          count,
          amount,
          JSON.stringify(rates),
        ],
      );
    }
  });
  return true;
}
