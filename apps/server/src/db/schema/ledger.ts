import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Every balance is a ledger account: players' and agents' main wallets, their wallets at transfer-wallet vendors,
 * and the house's system accounts (deposit and withdrawal clearing, game, bonus, commission, adjustment), which
 * carry the other side of every movement and so may go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'PLAYER' | 'AGENT' | 'VENDOR_WALLET' | 'SYSTEM'>().notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    vendorCode: text('vendor_code'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    held: bigint('held', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_accounts_member').on(table.memberId),
    check('ledger_accounts_kind', sql`${table.kind} in ('PLAYER', 'AGENT', 'VENDOR_WALLET', 'SYSTEM')`),
    check('ledger_accounts_held', sql`${table.held} >= 0`),
    // The backstop under the atomic conditional updates: a member's money never goes below zero (I4).
    check(
      'ledger_accounts_not_negative',
      sql`${table.allowNegative} or (${table.balance} >= 0 and ${table.balance} - ${table.held} >= 0)`,
    ),
  ],
);

/** Immutable (I7): triggers refuse UPDATE and DELETE. The idempotency key is claimed with the movement (I6). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    memo: jsonb('memo').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_transactions_reference').on(table.reference)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_transaction').on(table.transactionId),
    check('ledger_entries_nonzero', sql`${table.amount} <> 0`),
  ],
);

/** Money set aside (a withdrawal waiting for payout): available = balance - held. Resolved once (I8). */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull().unique(),
    status: text('status').$type<'OPEN' | 'RELEASED' | 'POSTED'>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('ledger_holds_open').on(table.accountId).where(sql`${table.status} = 'OPEN'`),
    check('ledger_holds_amount', sql`${table.amount} > 0`),
    check('ledger_holds_status', sql`${table.status} in ('OPEN', 'RELEASED', 'POSTED')`),
  ],
);
