import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea, members } from './members';

/** Account and session policy of the brand; one row, edited by operators. */
export const accountSettings = pgTable(
  'account_settings',
  {
    id: smallint('id').primaryKey().default(1),
    defaultWeakPassword: text('default_weak_password').notNull(),
    /** The spec's password policy: password expiry after `passwordMaxAgeDays`. */
    passwordPolicyEnabled: boolean('password_policy_enabled').notNull().default(false),
    /** New passwords must be strong and not built from the member's details (issue 11.7). */
    passwordStrengthCheck: boolean('password_strength_check').notNull().default(true),
    passwordMaxAgeDays: integer('password_max_age_days').notNull().default(90),
    sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
    sessionAbsoluteHours: integer('session_absolute_hours').notNull().default(12),
    codeExpiredMinutes: integer('code_expired_minutes').notNull().default(3),
    resetLinkMinutes: integer('reset_link_minutes').notNull().default(30),
  },
  (table) => [check('account_settings_single_row', sql`${table.id} = 1`)],
);

export type AccountSettings = typeof accountSettings.$inferSelect;

/** Only the SHA-256 of a session token is stored (S1). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    tokenHash: bytea('token_hash').notNull().unique(),
    loginMethod: text('login_method').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ip: inet('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

/** Failed logins, per account name (or phone) and per address: captcha and the hourly cap (A4) read them. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    ip: inet('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_account').on(table.accountKey, table.createdAt),
    index('login_failures_ip').on(table.ip, table.createdAt),
  ],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: bytea('answer_hash').notNull(),
  ip: inet('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * One-time codes sent by SMS or e-mail (A8): only a hash is kept; a code is bound to its purpose, its
 * destination and the request that asked for it (`id`, which the client sends back), expires, and dies after five
 * wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    destination: text('destination').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    codeHash: bytea('code_hash').notNull(),
    ip: inet('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_destination').on(table.destination, table.createdAt),
    index('verification_codes_ip').on(table.ip, table.createdAt),
  ],
);

/** A destination or address that sent too fast is locked out for five minutes (A7). */
export const sendLockouts = pgTable('send_lockouts', {
  key: text('key').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: bytea('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'bigint' })
    .notNull()
    .references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A login from an unknown address waits here for its second factor (A9). */
export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  memberId: bigint('member_id', { mode: 'bigint' })
    .notNull()
    .references(() => members.id),
  ip: inet('ip').notNull(),
  loginMethod: text('login_method').notNull(),
  mustChangePassword: boolean('must_change_password').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Every e-mail and SMS the platform sends. Without SMTP or an SMS provider configured, messages stay here with
 * status OUTBOX for operators (and tests) to read: nothing is dropped and nothing pretends to be sent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    destination: text('destination').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<'OUTBOX' | 'SENT' | 'FAILED'>().notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_destination').on(table.destination, table.createdAt),
    check('outbox_status', sql`${table.status} in ('OUTBOX', 'SENT', 'FAILED')`),
  ],
);

/** The key pair web clients encrypt sensitive bodies with (decision 0010). */
export const serverKeys = pgTable('server_keys', {
  id: smallint('id').primaryKey().default(1),
  publicKeySpki: text('public_key_spki').notNull(),
  privateKeyPkcs8: text('private_key_pkcs8').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signing secrets a demo deployment generated at first start (`security/service-secrets.ts`). */
export const serviceSecrets = pgTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
