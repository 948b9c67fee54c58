import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, members } from './members';

export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

export const vendors = pgTable(
  'vendors',
  {
    code: text('code').primaryKey(),
    displayName: text('display_name').notNull(),
    accountTypeName: text('account_type_name').notNull(),
    walletType: text('wallet_type').$type<'SEAMLESS' | 'TRANSFER'>().notNull(),
    status: text('status').$type<'ACTIVE' | 'MAINTENANCE' | 'DISABLED'>().notNull().default('ACTIVE'),
    brandColor: text('brand_color').notNull(),
    /** The secret this vendor signs wallet callbacks with; demo vendors use PROVIDER_SECRET when it is null. */
    secret: text('secret'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('vendors_wallet_type', sql`${table.walletType} in ('SEAMLESS', 'TRANSFER')`),
    check('vendors_status', sql`${table.status} in ('ACTIVE', 'MAINTENANCE', 'DISABLED')`),
  ],
);

/** A vendor may serve several categories (a slot studio that also makes fishing games). */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    categoryCode: text('category_code')
      .notNull()
      .references(() => gameCategories.code),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.vendorCode, table.categoryCode] })],
);

/**
 * Games: one tile each. `nodeId` is the tile's id; `isGame` VASSALAGE marks a vendor tile that opens a list of that
 * vendor's games. Names are per language; `classify` is the RNG sub-type (SC, VP, JP, TG, AC, BG).
 */
export const games = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    categoryCode: text('category_code')
      .notNull()
      .references(() => gameCategories.code),
    gameCode: text('game_code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    classify: text('classify'),
    isGame: text('is_game').$type<'GAME' | 'VASSALAGE'>().notNull().default('GAME'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    freeTrial: boolean('free_trial').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_vendor_code').on(table.vendorCode, table.gameCode),
    index('games_category').on(table.categoryCode, table.sortOrder),
    check('games_is_game', sql`${table.isGame} in ('GAME', 'VASSALAGE')`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('favourite_games_member').on(table.memberId, table.createdAt),
  ],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('recent_games_member').on(table.memberId, table.lastPlayedAt),
  ],
);

/** A launch of a game for a player: the vendor learns the player from this token (PROVIDER-PROTOCOL.md). */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startBy: timestamp('start_by', { withTimezone: true }).notNull(),
    /** Set by the vendor's first balance call: after it, the token lives until expiresAt. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('launch_tokens_member').on(table.memberId)],
);
