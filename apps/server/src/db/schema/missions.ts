import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { bonuses } from './rewards';

/*
 * Missions and their leaderboard (issue 16, member-and-agent-centres spec §2 `missionLeaderboard`). A mission's
 * progress is read from what the money paths already keep exactly once (settled valid bets per day and category,
 * credited deposits, the games of a member's bets, the days a member logged in); a claim is a row unique per
 * (mission, member, period), paid as a bonus.
 */

/** A daily or weekly mission: what it asks (kind, category, target) and what it pays (bonus, leaderboard score). */
export const missions = pgTable(
  'missions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** DAILY (the brand's day) or WEEKLY (the brand's week, from Monday). */
    period: text('period').$type<'DAILY' | 'WEEKLY'>().notNull(),
    /** BET: valid bets (in a category, or all); DEPOSIT: credited deposits; LOGIN_DAYS: days logged in; GAMES: different games played. */
    kind: text('kind').$type<'BET' | 'DEPOSIT' | 'LOGIN_DAYS' | 'GAMES'>().notNull(),
    categoryCode: text('category_code'),
    /** Minor units for BET and DEPOSIT, a count for LOGIN_DAYS and GAMES. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    rewardWagering: numeric('reward_wagering', { precision: 4, scale: 1 }).notNull().default('1'),
    /** What a claim adds to the member's leaderboard score of the period. */
    score: integer('score').notNull().default(0),
    status: text('status').$type<'LIVE' | 'CLOSED'>().notNull().default('LIVE'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('missions_period', sql`${table.period} in ('DAILY', 'WEEKLY')`),
    check('missions_kind', sql`${table.kind} in ('BET', 'DEPOSIT', 'LOGIN_DAYS', 'GAMES')`),
    check('missions_status', sql`${table.status} in ('LIVE', 'CLOSED')`),
    check('missions_amounts', sql`${table.target} > 0 and ${table.reward} >= 0 and ${table.score} >= 0`),
  ],
);

/** A mission claimed: once per (mission, member, period: the brand's day or the Monday of the week). */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    missionId: bigint('mission_id', { mode: 'bigint' })
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    period: date('period', { mode: 'string' }).notNull(),
    /** The brand's week (its Monday) the claim counts in on the leaderboard. */
    week: date('week', { mode: 'string' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    score: integer('score').notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }).references(() => bonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('mission_claims_once').on(table.missionId, table.memberId, table.period),
    index('mission_claims_week').on(table.week, table.memberId),
  ],
);

/** The brand's days a member logged in (written at login, once per day): what LOGIN_DAYS missions count. */
export const memberLoginDays = pgTable(
  'member_login_days',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);
