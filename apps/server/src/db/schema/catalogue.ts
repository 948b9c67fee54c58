import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
