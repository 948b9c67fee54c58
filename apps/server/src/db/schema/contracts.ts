import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/*
 * Agent contracts and their settlements (issue 14, decision 0032). Tiers are stored as the wire has them
 * ({ minBase: minor units as text, minActive, rate: parts per million }); one contract in force per kind and
 * downline; one settlement per (kind, payee, period start) (RELIABILITY.md I12).
 */

export type StoredTier = { minBase: string; minActive: number; rate: number };

const kinds = sql`('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`;
const periods = sql`('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY', 'HOURLY', 'FIVE_MINUTES')`;

/** What an upline offered a direct downline agent, and what became of it. */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    uplineId: bigint('upline_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    downlineId: bigint('downline_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    status: text('status').notNull().default('OFFERED'),
    /** The upline's request id: an offer sent twice is one offer. */
    requestId: text('request_id').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When it stops governing periods: the end of the period it was ended in, or the moment it was terminated. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [
    unique('contracts_request').on(table.uplineId, table.requestId),
    uniqueIndex('contracts_one_active')
      .on(table.kind, table.downlineId)
      .where(sql`${table.status} = 'ACTIVE'`),
    uniqueIndex('contracts_one_offer')
      .on(table.kind, table.downlineId)
      .where(sql`${table.status} = 'OFFERED'`),
    index('contracts_downline').on(table.downlineId, table.kind),
    index('contracts_upline').on(table.uplineId, table.kind),
    check('contracts_kind', sql`${table.kind} in ${kinds}`),
    check('contracts_period', sql`${table.period} in ${periods}`),
    check(
      'contracts_status',
      sql`${table.status} in ('OFFERED', 'ACTIVE', 'ENDED', 'TERMINATED', 'REJECTED', 'WITHDRAWN')`,
    ),
    check('contracts_not_self', sql`${table.uplineId} <> ${table.downlineId}`),
    check(
      'contracts_ended',
      sql`(${table.status} in ('ENDED', 'TERMINATED')) = (${table.endsAt} is not null)`,
    ),
  ],
);

/** Every change of a contract, with who made it and when (spec §4: every change is recorded). */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'bigint' })
      .notNull()
      .references(() => contracts.id),
    event: text('event').notNull(),
    /** MEMBER (the upline or the downline), OPERATOR, or SYSTEM (an ending the rate rule caused). */
    actorKind: text('actor_kind').notNull(),
    actorId: bigint('actor_id', { mode: 'bigint' }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contract_events_contract').on(table.contractId, table.id),
    check('contract_events_actor', sql`${table.actorKind} in ('MEMBER', 'OPERATOR', 'SYSTEM')`),
  ],
);

/**
 * The house's terms for top agents (the house's direct downline agents), per kind, edited by operators. They apply
 * while the kind's feature flag is on: one switch decides whether the brand settles a kind at all.
 */
export const contractBrandTerms = pgTable(
  'contract_brand_terms',
  {
    kind: text('kind').primaryKey(),
    period: text('period').notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('contract_brand_terms_kind', sql`${table.kind} in ${kinds}`),
    check('contract_brand_terms_period', sql`${table.period} in ${periods}`),
  ],
);

/** How settlement runs for the brand (one row). */
export const contractSettings = pgTable(
  'contract_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** A dividend period that ends negative carries its loss into the next period of the same payee. */
    carryDividendLosses: boolean('carry_dividend_losses').notNull().default(true),
    /** Minutes after a day (or a dividend period) ends in the brand's zone before it settles: late game results. */
    dailyDelayMinutes: integer('daily_delay_minutes').notNull().default(60),
    hourlyGraceMinutes: integer('hourly_grace_minutes').notNull().default(10),
    realtimeGraceMinutes: integer('realtime_grace_minutes').notNull().default(2),
  },
  (table) => [
    check('contract_settings_one_row', sql`${table.id} = 1`),
    check(
      'contract_settings_delays',
      sql`${table.dailyDelayMinutes} between 0 and 1440 and ${table.hourlyGraceMinutes} between 0 and 120
        and ${table.realtimeGraceMinutes} between 0 and 60`,
    ),
  ],
);

/** How far each schedule (kind and period) has settled: every period ending at or before `settled_until` is done. */
export const settlementCursors = pgTable('settlement_cursors', {
  schedule: text('schedule').primaryKey(),
  settledUntil: timestamp('settled_until', { withTimezone: true }).notNull(),
});

/** One period of one payee's contract: what it came to, and whether it was paid. */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    payeeId: bigint('payee_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** The upline who pays; null: the house pays (the payee is a top agent under the brand's terms). */
    payerId: bigint('payer_id', { mode: 'bigint' }).references(() => members.id),
    contractId: bigint('contract_id', { mode: 'bigint' }).references(() => contracts.id),
    /** The payee's depth under the house: payments run top down, so an agent is paid before it pays. */
    depth: integer('depth').notNull(),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    carriedIn: bigint('carried_in', { mode: 'bigint' }).notNull().default(sql`0`),
    activeMembers: integer('active_members').notNull(),
    tier: integer('tier'),
    rate: integer('rate').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    note: text('note'),
  },
  (table) => [
    unique('contract_settlements_once').on(table.kind, table.payeeId, table.periodStart),
    index('contract_settlements_payee').on(table.payeeId, table.kind, table.periodStart),
    index('contract_settlements_payer').on(table.payerId, table.kind, table.periodStart),
    index('contract_settlements_open')
      .on(table.depth, table.id)
      .where(sql`${table.status} in ('PENDING', 'WAITING_FUNDS')`),
    check('contract_settlements_kind', sql`${table.kind} in ${kinds}`),
    check(
      'contract_settlements_status',
      sql`${table.status} in ('PENDING', 'PAID', 'WAITING_FUNDS', 'NOTHING_DUE', 'CANCELLED')`,
    ),
    check('contract_settlements_amount', sql`${table.amount} >= 0`),
    check(
      'contract_settlements_paid',
      sql`(${table.status} = 'PAID') = (${table.ledgerTransactionId} is not null)
        and (${table.status} <> 'NOTHING_DUE' or ${table.amount} = 0)`,
    ),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
export type ContractSettlementRow = typeof contractSettlements.$inferSelect;
