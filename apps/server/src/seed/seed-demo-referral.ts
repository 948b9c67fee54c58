import type { Database } from '../db/database';

/**
 * The demo referral rule (demo data): an invitee who deposits ¥100.00 and bets ¥500.00 earns the inviter ¥38.00 and
 * the invitee ¥18.00, each a bonus wagered once. Seeded once, when no rule is set; operators change it in /ops.
 */
export async function seedDemoReferral(database: Database): Promise<boolean> {
  const written = await database.query(
    `insert into referral_settings (id, deposit_threshold, valid_bet_threshold, referrer_reward, invitee_reward,
                                    reward_wagering)
     values (1, 10000, 50000, 3800, 1800, 1)
     on conflict (id) do nothing returning id`,
  );
  return written.length > 0;
}
