import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from './members';

/*
 * The figures agents' reports read (decision 0028). A member's own figures per day are kept in the transaction that
 * moves its money: bets in `member_daily_stats` (the provider's SQL functions), money here in
 * `member_daily_money`. Both rows carry `dirty` and the part already rolled up (`rolled_*`): the team roll-up
 * (sql/functions/team-rollup.sql) adds what changed since to every upline's team rows and moves `rolled_*` in the
 * same transaction, so each change reaches the team figures exactly once.
 */

const money = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

/** Per member and day (brand time zone): the money that moved and the accounts that began. */
export const memberDailyMoney = pgTable(
  'member_daily_money',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    registered: integer('registered').notNull().default(0),
    firstDeposits: integer('first_deposits').notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    deposits: money('deposits'),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    withdrawals: money('withdrawals'),
    bonuses: money('bonuses'),
    rebates: money('rebates'),
    adjustments: money('adjustments'),
    transfersIn: money('transfers_in'),
    transfersOut: money('transfers_out'),
    dirty: boolean('dirty').notNull().default(true),
    rolledRegistered: integer('rolled_registered').notNull().default(0),
    rolledFirstDeposits: integer('rolled_first_deposits').notNull().default(0),
    rolledDepositCount: integer('rolled_deposit_count').notNull().default(0),
    rolledDeposits: money('rolled_deposits'),
    rolledWithdrawalCount: integer('rolled_withdrawal_count').notNull().default(0),
    rolledWithdrawals: money('rolled_withdrawals'),
    rolledBonuses: money('rolled_bonuses'),
    rolledRebates: money('rolled_rebates'),
    rolledAdjustments: money('rolled_adjustments'),
    rolledTransfersIn: money('rolled_transfers_in'),
    rolledTransfersOut: money('rolled_transfers_out'),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    index('member_daily_money_dirty').on(table.memberId).where(sql`${table.dirty}`),
  ],
);

/**
 * An upline's figures per day over its downline: scope `D` the direct downlines, `T` the whole team at any depth
 * (the agent's own figures are its `member_daily_*` rows). Written only by the team roll-up.
 */
export const teamDailyBets = pgTable(
  'team_daily_bets',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    scope: text('scope').$type<'D' | 'T'>().notNull(),
    categoryCode: text('category_code').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    validBet: money('valid_bet'),
    payout: money('payout'),
  },
  (table) => [
    primaryKey({ columns: [table.agentId, table.scope, table.day, table.categoryCode] }),
    check('team_daily_bets_scope', sql`${table.scope} in ('D', 'T')`),
  ],
);

export const teamDailyMoney = pgTable(
  'team_daily_money',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    scope: text('scope').$type<'D' | 'T'>().notNull(),
    registered: integer('registered').notNull().default(0),
    firstDeposits: integer('first_deposits').notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    deposits: money('deposits'),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    withdrawals: money('withdrawals'),
    bonuses: money('bonuses'),
    rebates: money('rebates'),
    adjustments: money('adjustments'),
    transfersIn: money('transfers_in'),
    transfersOut: money('transfers_out'),
  },
  (table) => [
    primaryKey({ columns: [table.agentId, table.scope, table.day] }),
    check('team_daily_money_scope', sql`${table.scope} in ('D', 'T')`),
  ],
);

/**
 * The days (brand time zone) on which a member placed a bet, each recorded once by the roll-up as it first sees one.
 * `counted`: already added to the uplines' `team_active_runs` (the roll-up's second step reads the rows not yet
 * counted together with the member's counted ones, decision 0031).
 */
export const memberActiveDays = pgTable(
  'member_active_days',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    counted: boolean('counted').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    index('member_active_days_fresh').on(table.memberId).where(sql`not ${table.counted}`),
  ],
);

/**
 * Distinct active members of an upline's downline over any period, as a few rows (decision 0031): each member's
 * active day counted with the member's previous active day (`prev_day`, `-infinity` for its first). The members
 * active in [a, b] are exactly the rows with `day` in [a, b] and `prev_day` before a: each such member has one
 * first active day in the range, and its previous active day lies before the range. Scopes as in `team_daily_bets`.
 */
export const teamActiveRuns = pgTable(
  'team_active_runs',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    scope: text('scope').$type<'D' | 'T'>().notNull(),
    day: date('day').notNull(),
    prevDay: date('prev_day').notNull(),
    members: integer('members').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.agentId, table.scope, table.day, table.prevDay] }),
    check('team_active_runs_scope', sql`${table.scope} in ('D', 'T')`),
  ],
);
