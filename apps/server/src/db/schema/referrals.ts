import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { bonuses } from './rewards';

/*
 * Referral (issue 16, member-and-agent-centres spec §2 `referral`, only with the REFERRAL module): a member's invite
 * code, the members who registered with it, and the reward paid once per invitee when the invitee reaches the
 * configured deposits and valid bets.
 */

/** The referral rule: one row. */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** What an invitee must reach (credited deposits and settled valid bets since registering). */
    depositThreshold: bigint('deposit_threshold', { mode: 'bigint' }).notNull().default(sql`0`),
    validBetThreshold: bigint('valid_bet_threshold', { mode: 'bigint' }).notNull().default(sql`0`),
    /** What the inviter receives per qualified invitee, and what the invitee receives. */
    referrerReward: bigint('referrer_reward', { mode: 'bigint' }).notNull().default(sql`0`),
    inviteeReward: bigint('invitee_reward', { mode: 'bigint' }).notNull().default(sql`0`),
    rewardWagering: numeric('reward_wagering', { precision: 4, scale: 1 }).notNull().default('1'),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('referral_settings_one', sql`${table.id} = 1`),
    check(
      'referral_settings_amounts',
      sql`${table.depositThreshold} >= 0 and ${table.validBetThreshold} >= 0 and ${table.referrerReward} >= 0
          and ${table.inviteeReward} >= 0`,
    ),
  ],
);

/** A member's invite code (made on first use). */
export const referralCodes = pgTable('referral_codes', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who invited whom: written when the invitee registers with the code; an invitee has one inviter. */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: bigint('invitee_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    referrerId: bigint('referrer_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the inviter claimed the reward for this invitee: once (the conditional update decides a race). */
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    referrerReward: bigint('referrer_reward', { mode: 'bigint' }),
    inviteeReward: bigint('invitee_reward', { mode: 'bigint' }),
    referrerBonusId: bigint('referrer_bonus_id', { mode: 'bigint' }).references(() => bonuses.id),
    inviteeBonusId: bigint('invitee_bonus_id', { mode: 'bigint' }).references(() => bonuses.id),
  },
  (table) => [
    index('referrals_referrer').on(table.referrerId, table.createdAt),
    check('referrals_not_self', sql`${table.inviteeId} <> ${table.referrerId}`),
  ],
);
