import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, members } from './members';
import { operators } from './operators';

/*
 * Live chat (issue 17, decision 0047): the chat module's. One conversation per member, and one per visitor (a
 * customer without an account, named by a random token kept hashed). Messages are the customer's or an operator's;
 * each side has read up to a message (the other side's messages past it are its unread count). A conversation is
 * OPEN, or CLOSED by an operator; the customer's next message opens it again.
 */

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    /** SHA-256 of a visitor's token (null for a member's conversation). */
    visitorTokenHash: bytea('visitor_token_hash'),
    /** The customer-service entry it was opened from (spec §3 csType). */
    csType: text('cs_type').notNull(),
    status: text('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The customer has read the operators' messages up to this id. */
    customerReadId: bigint('customer_read_id', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The operators have read the customer's messages up to this id. */
    operatorReadId: bigint('operator_read_id', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    uniqueIndex('chat_conversations_member').on(table.memberId),
    uniqueIndex('chat_conversations_visitor').on(table.visitorTokenHash),
    index('chat_conversations_recent').on(table.status, table.lastMessageAt),
    check(
      'chat_conversations_party',
      sql`(${table.memberId} is null) <> (${table.visitorTokenHash} is null)`,
    ),
    check('chat_conversations_status', sql`${table.status} in ('OPEN', 'CLOSED')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').notNull(),
    /** The operator who wrote it (null for the customer's). */
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    /** Plain text, shown as text; empty on an image's message. */
    body: text('body').notNull(),
    /** An image's message: its content type (the pixels are in chat_message_images); null on words. */
    imageType: text('image_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_thread').on(table.conversationId, table.id),
    check('chat_messages_sender', sql`${table.sender} in ('CUSTOMER', 'OPERATOR')`),
    check('chat_messages_operator', sql`(${table.sender} = 'OPERATOR') = (${table.operatorId} is not null)`),
    check(
      'chat_messages_body',
      sql`case when ${table.imageType} is null then char_length(${table.body}) between 1 and 1000
        else ${table.body} = '' and ${table.imageType} in ('image/png', 'image/jpeg') end`,
    ),
  ],
);

/** An image sent in a chat (spec §5 upload rules, U1 to U4): re-encoded pixels only, one per message. */
export const chatMessageImages = pgTable('chat_message_images', {
  messageId: bigint('message_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => chatMessages.id),
  data: bytea('data').notNull(),
});

/**
 * Single-use tickets to open a socket with (a browser's WebSocket cannot send the bearer header): a customer's names
 * their conversation, an operator's the operator. Kept hashed, for a minute, in the database so that any node takes
 * them.
 */
export const chatSocketTickets = pgTable(
  'chat_socket_tickets',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'bigint' }).references(() => chatConversations.id),
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('chat_socket_tickets_expiry').on(table.expiresAt),
    check(
      'chat_socket_tickets_party',
      sql`(${table.conversationId} is null) <> (${table.operatorId} is null)`,
    ),
  ],
);
