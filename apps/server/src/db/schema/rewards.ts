import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/*
 * The rewards economy (issue 16, decision 0039). What members do that rewards count (a bet settled, a deposit
 * credited) is written to `reward_events` in the transaction that moves its money; the rewards consumer takes a
 * batch (FOR UPDATE SKIP LOCKED, so nodes share the work), applies it and deletes it in one transaction: each event
 * counts once, also after a crash and on several nodes (RELIABILITY.md F1).
 */

/** Something a member did that rewards count, waiting for the rewards consumer. */
export const rewardEvents = pgTable(
  'reward_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** BET: a settled bet's valid bet; DEPOSIT: a credited deposit. */
    kind: text('kind').$type<'BET' | 'DEPOSIT'>().notNull(),
    /** The game category of a bet. */
    categoryCode: text('category_code'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** When the member did it: a bet counts toward bonuses granted before it was placed. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** What it came from (vendor:tx of a bet, the deposit's id), for support. */
    reference: text('reference').notNull(),
  },
  (table) => [check('reward_events_kind', sql`${table.kind} in ('BET', 'DEPOSIT')`)],
);

/** Wagering contributions of a bonus: percent of a category's valid bet that counts; a missing category counts 100. */
export type BonusContributions = Record<string, number>;

/**
 * A bonus paid to a member's main wallet from the bonus account, with what must be wagered before it (and the rest
 * of the wallet) may leave: withdrawals and transfers out wait until `wagered` reaches `wagering_required`.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** MANUAL (an operator), or the reward that paid it. */
    source: text('source').notNull(),
    /** Unique per source: the same grant twice is one bonus. */
    sourceRef: text('source_ref').notNull(),
    /** What the member reads: the activity's name, or the operator's reason. */
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    contributions: jsonb('contributions').$type<BonusContributions>().notNull().default(sql`'{}'::jsonb`),
    status: text('status').$type<'ACTIVE' | 'COMPLETED' | 'CANCELLED'>().notNull(),
    grantedBy: bigint('granted_by', { mode: 'bigint' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantTransactionId: bigint('grant_transaction_id', { mode: 'bigint' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: bigint('cancelled_by', { mode: 'bigint' }),
    cancelReason: text('cancel_reason'),
    /** What the cancellation took back: the bonus, or less when the wallet holds less. */
    reclaimed: bigint('reclaimed', { mode: 'bigint' }),
    cancelTransactionId: bigint('cancel_transaction_id', { mode: 'bigint' }),
  },
  (table) => [
    unique('bonuses_source').on(table.source, table.sourceRef),
    index('bonuses_member').on(table.memberId, table.grantedAt),
    index('bonuses_active').on(table.memberId).where(sql`${table.status} = 'ACTIVE'`),
    check('bonuses_status', sql`${table.status} in ('ACTIVE', 'COMPLETED', 'CANCELLED')`),
    check('bonuses_amount', sql`${table.amount} > 0`),
    check('bonuses_wagering', sql`${table.wageringRequired} >= 0 and ${table.wagered} >= 0`),
  ],
);
