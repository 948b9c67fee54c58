import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The help centre's articles (the content module's; /help, helpCenter). Title and content per language
 * (`{ "en": "...", "vi": "..." }`, like notices); content is HTML sanitised before it is stored. Categories TERMS
 * and PRIVACY hold the terms of use and the privacy policy. Device: WEB, H5 or ALL (both).
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    device: text('device').notNull().default('ALL'),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('help_articles_category_order').on(table.category, table.sortOrder),
    check(
      'help_articles_category',
      sql`${table.category} in ('GUIDE', 'ACCOUNT', 'DEPOSIT', 'WITHDRAWAL', 'GAMES', 'SECURITY', 'TERMS', 'PRIVACY')`,
    ),
    check('help_articles_device', sql`${table.device} in ('WEB', 'H5', 'ALL')`),
    check(
      'help_articles_texts_are_objects',
      sql`jsonb_typeof(${table.title}) = 'object' and jsonb_typeof(${table.content}) = 'object'`,
    ),
  ],
);
