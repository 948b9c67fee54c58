import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Every seamless-wallet callback a vendor made that got past its signature and shape: claimed by (vendor, txId) with
 * the hash of its body, in the transaction that moves its money, with the answer it got (PROVIDER-PROTOCOL.md
 * rule 6). A replay is answered from here.
 */
export const providerCallbacks = pgTable(
  'provider_callbacks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    txId: text('tx_id').notNull(),
    action: text('action').$type<'BET' | 'WIN' | 'ROLLBACK'>().notNull(),
    bodyHash: text('body_hash').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    roundId: text('round_id'),
    refTxId: text('ref_tx_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_callbacks_tx').on(table.vendorCode, table.txId),
    index('provider_callbacks_ref').on(table.vendorCode, table.refTxId),
    index('provider_callbacks_round').on(table.vendorCode, table.roundId),
  ],
);

/** A rollback that arrived before its bet: the bet, if it comes, is refused (rule 4). */
export const providerTombstones = pgTable(
  'provider_tombstones',
  {
    vendorCode: text('vendor_code').notNull(),
    betTxId: text('bet_tx_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vendorCode, table.betTxId] })],
);

/**
 * Bet records: one row per accepted bet, settled by its wins or cancelled by its rollback. Betting records, the
 * winner board and agent reports read these, not the callbacks.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    txId: text('tx_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    categoryCode: text('category_code').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').$type<'OPEN' | 'SETTLED' | 'ROLLED_BACK'>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bets_tx').on(table.vendorCode, table.txId),
    index('bets_member').on(table.memberId, table.createdAt),
    index('bets_round').on(table.vendorCode, table.roundId),
    check('bets_status', sql`${table.status} in ('OPEN', 'SETTLED', 'ROLLED_BACK')`),
  ],
);

/**
 * Per member, day (brand time zone) and category: bets, valid bets and payouts, maintained as bets are taken,
 * settled and rolled back, so that reports over large downlines sum a few rows per member and day.
 */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    categoryCode: text('category_code').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    stake: bigint('stake', { mode: 'bigint' }).notNull().default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day, table.categoryCode] })],
);
