import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea, members } from './members';
import { operators } from './operators';

/*
 * Support tickets ("feedback", issue 17, decision 0046): the feedback module's. A member files a ticket (a question
 * type and its first post, with up to three images); operators and the member then write posts to it as a thread.
 * OPEN → ANSWERED (an operator replied) → CLOSED (by an operator or the member); a member's reply to an ANSWERED
 * ticket opens it again. A CLOSED ticket takes no more posts.
 */

/** The brand's rules of tickets: one row (absent, the defaults of the contracts' FEEDBACK_LIMITS apply). */
export const feedbackSettings = pgTable(
  'feedback_settings',
  {
    id: smallint('id').primaryKey().default(1),
    minWords: integer('min_words').notNull().default(5),
    maxWords: integer('max_words').notNull().default(500),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('feedback_settings_single_row', sql`${table.id} = 1`),
    check('feedback_settings_words', sql`${table.minWords} >= 1 and ${table.maxWords} >= ${table.minWords}`),
  ],
);

export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    questionType: text('question_type').notNull(),
    status: text('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last post's time (or the closing's). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who closed it: an operator, or null with closed_at set when the member did. */
    closedBy: bigint('closed_by', { mode: 'bigint' }).references(() => operators.id),
  },
  (table) => [
    index('feedback_tickets_member').on(table.memberId, table.updatedAt),
    index('feedback_tickets_queue').on(table.status, table.updatedAt),
    check(
      'feedback_tickets_type',
      sql`${table.questionType} in ('DEPOSIT', 'WITHDRAW', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER')`,
    ),
    check('feedback_tickets_status', sql`${table.status} in ('OPEN', 'ANSWERED', 'CLOSED')`),
    check('feedback_tickets_closed', sql`(${table.status} = 'CLOSED') = (${table.closedAt} is not null)`),
  ],
);

export const feedbackPosts = pgTable(
  'feedback_posts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'bigint' })
      .notNull()
      .references(() => feedbackTickets.id),
    author: text('author').notNull(),
    /** The operator who wrote it (null for the member's posts). */
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    /** Plain text, shown as text. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_posts_ticket').on(table.ticketId, table.id),
    check('feedback_posts_author', sql`${table.author} in ('MEMBER', 'OPERATOR')`),
    check('feedback_posts_operator', sql`(${table.author} = 'OPERATOR') = (${table.operatorId} is not null)`),
  ],
);

/** A post's images: re-encoded pixels only (U3), in their order. */
export const feedbackPostImages = pgTable(
  'feedback_post_images',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    postId: bigint('post_id', { mode: 'bigint' })
      .notNull()
      .references(() => feedbackPosts.id),
    /** Its place among the post's images, from 0. */
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('feedback_post_images_place').on(table.postId, table.position),
    check('feedback_post_images_position', sql`${table.position} between 0 and 2`),
    check('feedback_post_images_type', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
  ],
);
