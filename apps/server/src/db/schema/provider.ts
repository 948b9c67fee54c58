import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
    // Led by the round or the referenced txId, never by the vendor: an index led by vendor_code ties with the
    // (vendor, txId) key when the planner knows nothing of a new table's rows, and a plan cached then scans the
    // whole vendor for every callback (migration 0012).
    index('provider_callbacks_ref').on(table.refTxId, table.vendorCode),
    index('provider_callbacks_round').on(table.roundId, table.vendorCode),
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
    // Led by the round, not the vendor, for the reason given at provider_callbacks.
    index('bets_round').on(table.roundId, table.vendorCode),
    // Reconciliation reads a vendor's bets of an hour: without it, every run scanned the whole table.
    index('bets_created').on(table.createdAt),
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
    /** Changed since the team roll-up last read it; `rolled_*` is what the roll-up has added to the uplines. */
    dirty: boolean('dirty').notNull().default(true),
    rolledBetCount: integer('rolled_bet_count').notNull().default(0),
    rolledValidBet: bigint('rolled_valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    rolledPayout: bigint('rolled_payout', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day, table.categoryCode] }),
    index('member_daily_stats_dirty').on(table.memberId).where(sql`${table.dirty}`),
  ],
);

/**
 * One reconciliation of a vendor's round log against the wallet's bets for a period, under its unique key
 * (ARCHITECTURE.md §6): running it twice, on two nodes or after a crash reconciles and repairs once.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status').$type<'RUNNING' | 'REPAIRING' | 'DONE' | 'FAILED'>().notNull().default('RUNNING'),
    providerRounds: integer('provider_rounds').notNull().default(0),
    walletBets: integer('wallet_bets').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    issues: integer('issues').notNull().default(0),
    repaired: integer('repaired').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reconciliation_runs_period').on(table.vendorCode, table.periodStart, table.periodEnd),
    index('reconciliation_runs_started').on(table.startedAt),
    check('reconciliation_runs_status', sql`${table.status} in ('RUNNING', 'REPAIRING', 'DONE', 'FAILED')`),
    check('reconciliation_runs_period_order', sql`${table.periodStart} < ${table.periodEnd}`),
  ],
);

/** A wager one side has and the other lacks, or that the two sides see differently, and what was done about it. */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    runId: bigint('run_id', { mode: 'bigint' })
      .notNull()
      .references(() => reconciliationRuns.id),
    betTxId: text('bet_tx_id').notNull(),
    kind: text('kind').$type<'WALLET_ONLY' | 'PROVIDER_ONLY' | 'MISMATCH' | 'PENDING'>().notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    roundId: text('round_id'),
    providerState: text('provider_state'),
    walletStatus: text('wallet_status'),
    providerStake: bigint('provider_stake', { mode: 'bigint' }),
    walletStake: bigint('wallet_stake', { mode: 'bigint' }),
    providerPayout: bigint('provider_payout', { mode: 'bigint' }),
    walletPayout: bigint('wallet_payout', { mode: 'bigint' }),
    repair: text('repair').$type<'TO_DO' | 'ROLLED_BACK' | 'VOIDED' | 'NONE' | 'FAILED'>().notNull(),
    repairNote: text('repair_note'),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.betTxId] }),
    check(
      'reconciliation_items_kind',
      sql`${table.kind} in ('WALLET_ONLY', 'PROVIDER_ONLY', 'MISMATCH', 'PENDING')`,
    ),
    check(
      'reconciliation_items_repair',
      sql`${table.repair} in ('TO_DO', 'ROLLED_BACK', 'VOIDED', 'NONE', 'FAILED')`,
    ),
  ],
);
