import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './members';

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
