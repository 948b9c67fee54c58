import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One row: the brand this deployment serves. Operators edit it at run time. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    brandName: text('brand_name').notNull(),
    merchantCode: text('merchant_code').notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    timeZone: text('time_zone').notNull(),
    defaultLanguage: text('default_language').notNull(),
    licence: text('licence').notNull(),
    mainDomain: text('main_domain').notNull(),
    gtagId: text('gtag_id'),
    imageCdns: jsonb('image_cdns').$type<string[]>().notNull(),
    launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull(),
    maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    regionRestrictionEnabled: boolean('region_restriction_enabled').notNull().default(false),
    supportEmail: text('support_email'),
    supportTelegram: text('support_telegram'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

/** The whitelabel feature tree (portal-shell spec §1): modules switched per brand. */
export const featureModules = pgTable('feature_modules', {
  modId: text('mod_id').primaryKey(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const registerSettings = pgTable(
  'register_settings',
  {
    id: smallint('id').primaryKey().default(1),
    defaultMode: text('default_mode').$type<'USERNAME' | 'MOBILE'>().notNull(),
    captchaOnRegister: boolean('captcha_on_register').notNull().default(false),
    defaultCountryDialingCode: text('default_country_dialing_code').notNull(),
    minimumAge: integer('minimum_age').notNull().default(18),
  },
  (table) => [
    check('register_settings_single_row', sql`${table.id} = 1`),
    check('register_settings_mode', sql`${table.defaultMode} in ('USERNAME', 'MOBILE')`),
  ],
);

export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    field: text('field').primaryKey(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    patternId: integer('pattern_id'),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check(
      'register_field_rules_bounds',
      sql`${table.minLength} >= 0 and ${table.maxLength} >= ${table.minLength}`,
    ),
  ],
);

export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  domainName: text('domain_name').notNull(),
  type: text('type').notNull(),
  device: smallint('device').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const customerServices = pgTable('customer_services', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const siteResources = pgTable('site_resources', {
  id: serial('id').primaryKey(),
  resourceType: text('resource_type').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkageType: text('linkage_type').$type<'URL' | 'ROUTE'>(),
  linkageTarget: text('linkage_target'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Announcements. Title and content per language (`{ "en": "...", "vi": "..." }`); content is sanitised HTML. Type AG
 * is for agents only: the agent centre lists it, the public notices call never does (decision 0030). An agent is
 * always logged in, so an AG item is never for anonymous visitors (execution B).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    execution: text('execution').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    content: jsonb('content').$type<Record<string, string>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('notices_type', sql`${table.type} in ('B', 'PL', 'PU', 'PR', 'H', 'AG')`),
    check('notices_execution', sql`${table.execution} in ('A', 'B', 'F')`),
    check('notices_agents_logged_in', sql`${table.type} <> 'AG' or ${table.execution} <> 'B'`),
    check(
      'notices_texts_are_objects',
      sql`jsonb_typeof(${table.title}) = 'object' and jsonb_typeof(${table.content}) = 'object'`,
    ),
  ],
);

export const countries = pgTable(
  'countries',
  {
    countryCode: text('country_code').primaryKey(),
    dialingCode: text('dialing_code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [check('countries_code_format', sql`${table.countryCode} ~ '^[A-Z]{2}$'`)],
);

/**
 * Region rules: BLOCK or ALLOW by single IP, CIDR range or ISO country code. An ALLOW rule for an address
 * (an office, a support desk) beats every BLOCK rule.
 */
export const regionRules = pgTable(
  'region_rules',
  {
    id: serial('id').primaryKey(),
    action: text('action').$type<'BLOCK' | 'ALLOW'>().notNull(),
    kind: text('kind').$type<'IP' | 'CIDR' | 'COUNTRY'>().notNull(),
    value: text('value').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('region_rules_unique').on(table.action, table.kind, table.value),
    check('region_rules_action', sql`${table.action} in ('BLOCK', 'ALLOW')`),
    check('region_rules_kind', sql`${table.kind} in ('IP', 'CIDR', 'COUNTRY')`),
  ],
);
