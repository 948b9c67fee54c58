import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger';
import { bytea, members } from './members';

/** The brand's staff. Members and agents are never operators: a separate table, separate sessions (S8). */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'OPERATOR' | 'ADMIN'>().notNull().default('OPERATOR'),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** Never sent to anyone once confirmed; until then shown to its operator for the set-up. */
    totpSecret: bytea('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last 30-second step whose code was accepted: each step counts once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('operators_role', sql`${table.role} in ('OPERATOR', 'ADMIN')`)],
);

export const operatorSessions = pgTable('operator_sessions', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'bigint' })
    .notNull()
    .references(() => operators.id),
  tokenHash: bytea('token_hash').notNull().unique(),
  ip: inet('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Failed operator logins by lower-cased name, existing or not (so a lock reveals no name): five lock the name for
 * fifteen minutes whatever the address.
 */
export const operatorLoginFailures = pgTable('operator_login_failures', {
  usernameKey: text('username_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Every operator action, written in the same transaction as the action itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_target').on(table.targetType, table.targetId)],
);

/**
 * Manual balance adjustments. Below the thresholds one operator posts one at once (`decided_by` null); above them
 * it waits as PENDING until a different operator approves (and the ledger moves) or someone rejects it.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    clientRequestId: text('client_request_id').notNull(),
    status: text('status').$type<'PENDING' | 'POSTED' | 'REJECTED'>().notNull(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    transactionId: bigint('transaction_id', { mode: 'bigint' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('balance_adjustments_request_unique').on(table.requestedBy, table.clientRequestId),
    check('balance_adjustments_status', sql`${table.status} in ('PENDING', 'POSTED', 'REJECTED')`),
    check('balance_adjustments_not_zero', sql`${table.amount} <> 0`),
    check(
      'balance_adjustments_second_person',
      sql`${table.status} <> 'POSTED' or ${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    index('balance_adjustments_pending').on(table.id).where(sql`${table.status} = 'PENDING'`),
    index('balance_adjustments_solo')
      .on(table.requestedBy, table.createdAt)
      .where(sql`${table.decidedBy} is null`),
  ],
);
