import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/*
 * VIP (issue 16, member-and-agent-centres spec §2 `playerRank`, §3 hasVip / vipLabelName / vipRankLevel; decision
 * 0040). A member's rank follows their valid bets and deposits over a rolling window, counted by the rewards
 * consumer from the same exactly-once events as every other reward.
 */

/** A rank of the ladder: what reaches it, what keeps it, and what it gives. Level 0 is where every member starts. */
export const vipRanks = pgTable(
  'vip_ranks',
  {
    level: integer('level').primaryKey(),
    name: text('name').notNull(),
    /** Valid bets and deposits over the window that reach the rank (both). */
    validBetThreshold: bigint('valid_bet_threshold', { mode: 'bigint' }).notNull().default(sql`0`),
    depositThreshold: bigint('deposit_threshold', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Valid bets over the window that keep the rank once a window has passed since it was reached. */
    keepValidBet: bigint('keep_valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Paid once per member and rank, the first time the rank is reached. */
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Claimable once per calendar month (the brand's). */
    monthlyBonus: bigint('monthly_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Claimable once a year, in the member's birth month. */
    birthdayBonus: bigint('birthday_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Wagering of the rank's bonuses, as a multiple of the bonus (whole or half times). */
    bonusWagering: numeric('bonus_wagering', { precision: 4, scale: 1 }).notNull().default('1'),
    /** The rank's own daily withdrawal limits; none keeps the cashier's. */
    dailyWithdrawalCount: integer('daily_withdrawal_count'),
    dailyWithdrawalAmount: bigint('daily_withdrawal_amount', { mode: 'bigint' }),
    /** Manual rebate rates of the rank per game category, in parts per million; a missing category keeps the base. */
    rebateRates: jsonb('rebate_rates').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vip_ranks_level', sql`${table.level} between 0 and 99`),
    check(
      'vip_ranks_amounts',
      sql`${table.validBetThreshold} >= 0 and ${table.depositThreshold} >= 0 and ${table.keepValidBet} >= 0
          and ${table.upgradeBonus} >= 0 and ${table.monthlyBonus} >= 0 and ${table.birthdayBonus} >= 0`,
    ),
  ],
);

/** The ladder's settings: one row. */
export const vipSettings = pgTable(
  'vip_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The rolling window, in days, over which bets and deposits count. */
    windowDays: integer('window_days').notNull().default(30),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vip_settings_one', sql`${table.id} = 1`),
    check('vip_settings_window', sql`${table.windowDays} between 1 and 366`),
  ],
);

/** A member's rank; no row is level 0. */
export const vipMembers = pgTable('vip_members', {
  memberId: bigint('member_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => members.id),
  level: integer('level').notNull(),
  /** When the member reached (or was set to) this level: relegation waits a window from here. */
  reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  /** The highest level ever reached. */
  highestLevel: integer('highest_level').notNull(),
});

/** What counts toward a rank, per member and day (the brand's): the rolling window sums these. */
export const vipDaily = pgTable(
  'vip_daily',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/** Every change of a member's rank, with why (UPGRADE, RELEGATION, OPERATOR). */
export const vipChanges = pgTable(
  'vip_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').$type<'UPGRADE' | 'RELEGATION' | 'OPERATOR'>().notNull(),
    changedBy: bigint('changed_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vip_changes_member').on(table.memberId, table.createdAt)],
);
