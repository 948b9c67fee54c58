import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Players, agents and trial users. `type` follows the spec: agents 1, 2, 41, 42; trial 4; ordinary members 0.
 * Every member except the house agent has an upline; the whole tree is also kept in `member_tree`.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    account: text('account').notNull(),
    type: smallint('type').notNull(),
    status: text('status').$type<'ACTIVE' | 'LOCKED'>().notNull().default('ACTIVE'),
    uplineId: bigint('upline_id', { mode: 'bigint' }).references((): AnyPgColumn => members.id),
    isHouse: boolean('is_house').notNull().default(false),
    language: text('language').notNull().default('en'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when someone else chose the password (an agent opening a downline account): login asks for a change. */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    affiliateCode: text('affiliate_code'),
    realName: text('real_name'),
    nickname: text('nickname'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileDialingCode: text('mobile_dialing_code'),
    mobileNum: text('mobile_num'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    idNumber: text('id_number'),
    birthday: text('birthday'),
    address: text('address'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    sourceOfIncome: text('source_of_income'),
    totpSecret: bytea('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last 30-second step whose code was accepted: each step counts once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'bigint' }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    registeredIp: inet('registered_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_account_unique').on(sql`lower(${table.account})`),
    uniqueIndex('members_affiliate_code_unique').on(sql`upper(${table.affiliateCode})`),
    // Only a verified number is unique: an unverified one proves nothing and must not reveal another account.
    uniqueIndex('members_verified_mobile_unique')
      .on(table.mobileDialingCode, table.mobileNum)
      .where(sql`${table.mobileVerified}`),
    index('members_email').on(sql`lower(${table.email})`),
    index('members_upline').on(table.uplineId),
    check('members_type', sql`${table.type} in (0, 1, 2, 4, 41, 42)`),
    check('members_status', sql`${table.status} in ('ACTIVE', 'LOCKED')`),
    check('members_upline_present', sql`${table.isHouse} or ${table.uplineId} is not null`),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Closure table of the downline tree: "all descendants of X" is one index range scan. */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    descendantId: bigint('descendant_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    index('member_tree_descendant').on(table.descendantId, table.depth),
  ],
);

/** Addresses a member has logged in from after passing a second factor (A9). */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    ip: inet('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    ip: inet('ip').notNull(),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    secondFactor: text('second_factor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_history_member').on(table.memberId, table.createdAt)],
);
