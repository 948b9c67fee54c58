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
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea, members } from './members';

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
    /** A deposit that is the member's first credited one. */
    firstDeposit: boolean('first_deposit').notNull().default(false),
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

/**
 * An activity of the reward centre (member-and-agent-centres spec §2, §4): its kind's rules (kept as the wire has
 * them: amounts as two-decimal strings), its dates, and whether an operator closed it.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    promotionType: text('promotion_type').notNull(),
    /** What the promotion is about (spec §3's categories), for /promotions' filter; none for a plain reward. */
    promotionCategory: text('promotion_category'),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status').$type<'LIVE' | 'CLOSED'>().notNull().default('LIVE'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'activities_kind',
      sql`${table.kind} in ('FIRST_DEPOSIT', 'DAILY_SIGN_IN', 'RED_ENVELOPE', 'CASH_BACK', 'RELOAD', 'LUCKY_WHEEL', 'APPLICATION')`,
    ),
    check('activities_status', sql`${table.status} in ('LIVE', 'CLOSED')`),
    check(
      'activities_promotion_category',
      sql`${table.promotionCategory} in ('SPORTS', 'LIVE', 'SLOTS', 'CARDS', 'FISHING', 'LOTTO', 'REBATE', 'POINTS_MALL', 'RANK', 'DEPOSIT', 'DOWNLOAD')`,
    ),
  ],
);

/**
 * A member in an activity, once per period ('' for a once-only activity, the brand's day for a daily one): the
 * unique key is what makes a join, a sign-in or a claim happen once, whoever races (RELIABILITY.md C8).
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'bigint' })
      .notNull()
      .references(() => activities.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    period: text('period').notNull().default(''),
    state: text('state')
      .$type<'JOINED' | 'CLAIMABLE' | 'CLAIMED' | 'SIGNED' | 'IN_PROCESS' | 'ISSUED' | 'REJECTED'>()
      .notNull(),
    /** What the entry pays (once it qualified). */
    amount: bigint('amount', { mode: 'bigint' }),
    /** What qualified it (a deposit), for support. */
    qualifiedBy: text('qualified_by'),
    streak: integer('streak'),
    /** An application's words (up to 140 characters) and its decision; its images are activity_application_images. */
    comment: text('comment'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    bonusId: bigint('bonus_id', { mode: 'bigint' }).references(() => bonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('activity_entries_once').on(table.activityId, table.memberId, table.period),
    index('activity_entries_member').on(table.memberId, table.activityId),
    check(
      'activity_entries_state',
      sql`${table.state} in ('JOINED', 'CLAIMABLE', 'CLAIMED', 'SIGNED', 'IN_PROCESS', 'ISSUED', 'REJECTED')`,
    ),
  ],
);

/** Manual rebate's rate per game category, in parts per million of the valid bet (8000 is 0.8%). */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    categoryCode: text('category_code').primaryKey(),
    ratePpm: integer('rate_ppm').notNull(),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('rebate_rates_range', sql`${table.ratePpm} between 0 and 50000`)],
);

/**
 * A member's valid bets per category since the last rebate claim: the rewards consumer adds each settled bet once,
 * a claim takes the row's figure and sets it to zero under the row's lock, so every bet counts in exactly one claim.
 */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    categoryCode: text('category_code').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.categoryCode] }),
    check('rebate_accruals_positive', sql`${table.validBet} >= 0`),
  ],
);

/** A claimed rebate: what it paid per category, and its ledger transaction. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines')
      .$type<{ category: string; validBet: string; ratePpm: number; amount: string }[]>()
      .notNull(),
    transactionId: bigint('transaction_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rebate_claims_member').on(table.memberId, table.createdAt)],
);

/**
 * A lucky wheel's provably fair draws: the member's committed server seed (its SHA-256 shown before the spin),
 * rotated after each spin, which reveals it.
 */
export const wheelSeeds = pgTable(
  'wheel_seeds',
  {
    activityId: bigint('activity_id', { mode: 'bigint' })
      .notNull()
      .references(() => activities.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.memberId] })],
);

/** A spin of a lucky wheel: once per (activity, member, period), with everything that proves its result. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'bigint' })
      .notNull()
      .references(() => activities.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The prize's place on the wheel, and what it paid. */
    segment: integer('segment').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }).references(() => bonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('wheel_spins_once').on(table.activityId, table.memberId, table.period),
    index('wheel_spins_recent').on(table.activityId, table.createdAt),
  ],
);

/** An image of an activity application (up to three), re-encoded pixels kept in the database so every node serves them. */
export const activityApplicationImages = pgTable(
  'activity_application_images',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => activityEntries.id),
    /** Its place among the application's images, from 0. */
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('activity_application_images_place').on(table.entryId, table.position),
    check('activity_application_images_position', sql`${table.position} between 0 and 2`),
  ],
);
