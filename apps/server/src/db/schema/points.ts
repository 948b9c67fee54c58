import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/*
 * Points and the points mall (issue 16, member-and-agent-centres spec §2 `/pointMall`, §3, §4, §9). The rewards
 * consumer turns settled valid bets into whole points per the category's rule, keeping what did not yet make a
 * point; points never expire. Members redeem them for mall items (cash at the exchange ratio, a bonus with
 * wagering, goods with stock); an operator approves (pays) or rejects (returns the points and the stock).
 */

/** The mall's exchange ratio: how many points make 1.00 of the brand's currency (one row). */
export const pointSettings = pgTable(
  'point_settings',
  {
    id: integer('id').primaryKey().default(1),
    pointsPerUnit: integer('points_per_unit').notNull(),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('point_settings_one', sql`${table.id} = 1`),
    check('point_settings_ratio', sql`${table.pointsPerUnit} between 1 and 1000000`),
  ],
);

/** What earns a point in a game category: this much valid bet (minor units). A category without a rule earns none. */
export const pointRules = pgTable(
  'point_rules',
  {
    categoryCode: text('category_code').primaryKey(),
    validBetPerPoint: bigint('valid_bet_per_point', { mode: 'bigint' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('point_rules_positive', sql`${table.validBetPerPoint} > 0`)],
);

/** A member's points: the balance (never negative, never expiring) and all ever earned. */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    earned: bigint('earned', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('point_accounts_balance', sql`${table.balance} >= 0 and ${table.earned} >= 0`)],
);

/**
 * Valid bet of a member in a category that has not yet made a whole point: the consumer adds each batch's valid
 * bets to it under the row's lock and keeps what is left after the points it made.
 */
export const pointRemainders = pgTable(
  'point_remainders',
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
    check('point_remainders_positive', sql`${table.validBet} >= 0`),
  ],
);

export type MallItemKind = 'CASH' | 'BONUS' | 'GOODS';

/**
 * An item of the mall. CASH pays its points at the exchange ratio in force when redeemed; BONUS pays `amount` per
 * unit as a bonus to wager `wagering_multiple` times (in halves: 2 is once); GOODS is shipped. A null stock is
 * unlimited; a hidden item is not offered (redemptions made stay).
 */
export const mallItems = pgTable(
  'mall_items',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').$type<MallItemKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    wageringHalves: integer('wagering_halves').notNull().default(0),
    stock: integer('stock'),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mall_items_kind', sql`${table.kind} in ('CASH', 'BONUS', 'GOODS')`),
    check('mall_items_points', sql`${table.points} > 0`),
    check('mall_items_stock', sql`${table.stock} is null or ${table.stock} >= 0`),
    check(
      'mall_items_amount',
      sql`(${table.kind} = 'BONUS') = (${table.amount} is not null and ${table.amount} > 0)`,
    ),
    check('mall_items_wagering', sql`${table.wageringHalves} between 0 and 200`),
  ],
);

export type RedemptionStatus = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';

/**
 * A member's redemption: its points are taken (and the stock) when it is made, IN_PROCESS until an operator decides.
 * What it promised is kept as it was then (name, points, amount, wagering), whatever the item becomes.
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    reference: text('reference').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    itemId: bigint('item_id', { mode: 'bigint' })
      .notNull()
      .references(() => mallItems.id),
    /** The member's request id: the same request twice is one redemption. */
    requestId: text('request_id').notNull(),
    kind: text('kind').$type<MallItemKind>().notNull(),
    itemName: text('item_name').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Cash or bonus it pays (minor units); null for goods. */
    amount: bigint('amount', { mode: 'bigint' }),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }),
    /** Whether the item's stock was taken (and goes back on rejection). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    status: text('status').$type<RedemptionStatus>().notNull().default('IN_PROCESS'),
    remark: text('remark'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'bigint' }),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('point_redemptions_reference').on(table.reference),
    unique('point_redemptions_request').on(table.memberId, table.requestId),
    index('point_redemptions_member').on(table.memberId, table.createdAt),
    index('point_redemptions_status').on(table.status, table.createdAt),
    check('point_redemptions_status', sql`${table.status} in ('IN_PROCESS', 'APPROVED', 'REJECTED')`),
    check('point_redemptions_quantity', sql`${table.quantity} > 0 and ${table.points} > 0`),
  ],
);

export type PointRecordKind = 'EARN' | 'REDEEM' | 'REFUND';

/**
 * A change of a member's points (spec §3 "Points record"): earned in a consumer batch (one record per member and
 * batch, `amount` the valid bet it counted), taken by a redemption, or returned by its rejection.
 */
export const pointRecords = pgTable(
  'point_records',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<PointRecordKind>().notNull(),
    /** The change, signed: earned and returned points are positive, redeemed ones negative. */
    points: bigint('points', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    redemptionId: bigint('redemption_id', { mode: 'bigint' }).references(() => pointRedemptions.id),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('point_records_redemption').on(table.redemptionId, table.kind),
    index('point_records_member').on(table.memberId, table.createdAt),
    check('point_records_kind', sql`${table.kind} in ('EARN', 'REDEEM', 'REFUND')`),
    check(
      'point_records_sign',
      sql`(${table.kind} = 'REDEEM') = (${table.points} < 0) and ${table.points} <> 0`,
    ),
    check('point_records_balance', sql`${table.balanceAfter} >= 0`),
  ],
);
