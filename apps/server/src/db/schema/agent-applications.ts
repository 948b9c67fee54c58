import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { operators } from './operators';

/**
 * A member's request to become an agent (member-and-agent-centres spec §6), and the operator's decision on it.
 * One open (PENDING) application per member, held by a partial unique index so two at once cannot both land;
 * a rejected one stays as history and the member may apply again.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    /** Why the member wants to be an agent, in its own words. */
    reason: text('reason').notNull(),
    expectedTeamSize: integer('expected_team_size').notNull(),
    contact: text('contact').notNull(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_applications_one_open').on(table.memberId).where(sql`${table.status} = 'PENDING'`),
    index('agent_applications_member').on(table.memberId, table.id),
    index('agent_applications_pending').on(table.id).where(sql`${table.status} = 'PENDING'`),
    check('agent_applications_status', sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check(
      'agent_applications_decided',
      sql`(${table.status} = 'PENDING') = (${table.decidedAt} is null)
        and (${table.status} = 'REJECTED') = (${table.rejectReason} is not null)`,
    ),
  ],
);

export type AgentApplicationRow = typeof agentApplications.$inferSelect;
