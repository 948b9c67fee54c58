import { CHAT_LIMITS, type ChatSender, type ChatStatus } from '@playhall/contracts/chat';
import type { SqlRunner } from '../../db/database';

export type ConversationRow = {
  id: bigint;
  member_id: bigint | null;
  account: string | null;
  cs_type: string;
  status: ChatStatus;
  last_message_at: Date | string;
  customer_unread: number;
  operator_unread: number;
};

export type MessageRow = {
  id: bigint;
  conversation_id: bigint;
  sender: ChatSender;
  operator_name: string | null;
  body: string;
  image_type: ChatImageType | null;
  created_at: Date | string;
};

export type ChatImageType = 'image/png' | 'image/jpeg';

/** Unread counts: the other side's messages past a side's read mark. */
const COLUMNS = `c.id, c.member_id, m.account, c.cs_type, c.status, c.last_message_at,
  (select count(*)::int from chat_messages x
    where x.conversation_id = c.id and x.sender = 'OPERATOR' and x.id > c.customer_read_id) as customer_unread,
  (select count(*)::int from chat_messages x
    where x.conversation_id = c.id and x.sender = 'CUSTOMER' and x.id > c.operator_read_id) as operator_unread`;
const FROM = 'chat_conversations c left join members m on m.id = c.member_id';

const MESSAGE_COLUMNS = `x.id, x.conversation_id, x.sender, o.username as operator_name, x.body, x.image_type, x.created_at`;
const MESSAGE_FROM = 'chat_messages x left join operators o on o.id = x.operator_id';

export async function selectConversation(
  runner: SqlRunner,
  id: bigint,
): Promise<ConversationRow | undefined> {
  const [row] = await runner.query<ConversationRow>(`select ${COLUMNS} from ${FROM} where c.id = $1`, [id]);
  return row;
}

/** The member's conversation, made on first use (one per member; parallel first calls make one). */
export async function upsertMemberConversation(
  runner: SqlRunner,
  memberId: bigint,
  csType: string,
): Promise<bigint> {
  const [row] = await runner.query<{ id: bigint }>(
    `insert into chat_conversations (member_id, cs_type) values ($1, $2)
     on conflict (member_id) do update set cs_type = chat_conversations.cs_type
     returning id`,
    [memberId, csType],
  );
  if (!row) throw new Error('chat conversation upsert returned nothing');
  return row.id;
}

export async function insertVisitorConversation(
  runner: SqlRunner,
  tokenHash: Buffer,
  csType: string,
): Promise<bigint> {
  const [row] = await runner.query<{ id: bigint }>(
    'insert into chat_conversations (visitor_token_hash, cs_type) values ($1, $2) returning id',
    [tokenHash, csType],
  );
  if (!row) throw new Error('chat conversation insert returned nothing');
  return row.id;
}

export async function selectVisitorConversationId(
  runner: SqlRunner,
  tokenHash: Buffer,
): Promise<bigint | undefined> {
  const [row] = await runner.query<{ id: bigint }>(
    'select id from chat_conversations where visitor_token_hash = $1',
    [tokenHash],
  );
  return row?.id;
}

export async function selectMemberConversationId(
  runner: SqlRunner,
  memberId: bigint,
): Promise<bigint | undefined> {
  const [row] = await runner.query<{ id: bigint }>('select id from chat_conversations where member_id = $1', [
    memberId,
  ]);
  return row?.id;
}

/** A page of a conversation's messages before `before` (the latest when null), oldest first; one more tells more. */
export async function selectMessages(
  runner: SqlRunner,
  conversationId: bigint,
  before: bigint | null,
): Promise<{ messages: MessageRow[]; hasMore: boolean }> {
  const rows = await runner.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM}
     where x.conversation_id = $1 and ($2::bigint is null or x.id < $2::bigint)
     order by x.id desc limit $3`,
    [conversationId, before, CHAT_LIMITS.pageSize + 1],
  );
  const hasMore = rows.length > CHAT_LIMITS.pageSize;
  return { messages: rows.slice(0, CHAT_LIMITS.pageSize).reverse(), hasMore };
}

/**
 * Writes a message and moves its conversation: the customer's opens it again, and each side's own message counts as
 * read by that side. Locks the conversation row, so that its marks move in message order.
 */
export async function insertMessage(
  tx: SqlRunner,
  message: {
    conversationId: bigint;
    sender: ChatSender;
    operatorId: bigint | null;
    content: string | { contentType: ChatImageType; data: Buffer };
  },
): Promise<MessageRow> {
  const { content } = message;
  const [row] = await tx.query<{ id: bigint; created_at: Date | string }>(
    `insert into chat_messages (conversation_id, sender, operator_id, body, image_type) values ($1, $2, $3, $4, $5)
     returning id, created_at`,
    [
      message.conversationId,
      message.sender,
      message.operatorId,
      typeof content === 'string' ? content : '',
      typeof content === 'string' ? null : content.contentType,
    ],
  );
  if (!row) throw new Error('chat message insert returned nothing');
  if (typeof content !== 'string') {
    await tx.query('insert into chat_message_images (message_id, data) values ($1, $2)', [
      row.id,
      content.data,
    ]);
  }
  const mark = message.sender === 'CUSTOMER' ? 'customer_read_id' : 'operator_read_id';
  await tx.query(
    `update chat_conversations set last_message_at = now(), ${mark} = greatest(${mark}, $2)
       ${message.sender === 'CUSTOMER' ? `, status = 'OPEN'` : ''}
     where id = $1`,
    [message.conversationId, row.id],
  );
  const [written] = await tx.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where x.id = $1`,
    [row.id],
  );
  if (!written) throw new Error('chat message vanished');
  return written;
}

/** Moves a side's read mark up to a message of the conversation (never back, never past its last message). */
export async function markRead(
  runner: SqlRunner,
  conversationId: bigint,
  side: ChatSender,
  upTo: bigint,
): Promise<void> {
  const mark = side === 'CUSTOMER' ? 'customer_read_id' : 'operator_read_id';
  await runner.query(
    `update chat_conversations c set ${mark} = greatest(c.${mark}, least($2::bigint,
       coalesce((select max(id) from chat_messages where conversation_id = c.id), 0)))
     where c.id = $1`,
    [conversationId, upTo],
  );
}

export async function setStatus(
  runner: SqlRunner,
  conversationId: bigint,
  status: ChatStatus,
): Promise<boolean> {
  const rows = await runner.query<{ id: bigint }>(
    'update chat_conversations set status = $2 where id = $1 and status <> $2 returning id',
    [conversationId, status],
  );
  return rows.length > 0;
}

/**
 * The console's list: conversations in a status with at least one message (a window opened and left empty is not
 * a conversation yet), the latest activity first, with their last message.
 */
export async function selectOpsConversations(
  runner: SqlRunner,
  status: ChatStatus,
  limit: number,
): Promise<Array<ConversationRow & { last_id: bigint | null }>> {
  return runner.query(
    `select ${COLUMNS}, (select max(x.id) from chat_messages x where x.conversation_id = c.id) as last_id
     from ${FROM} where c.status = $1 and exists (select 1 from chat_messages x where x.conversation_id = c.id)
     order by c.last_message_at desc, c.id desc limit $2`,
    [status, limit],
  );
}

export async function selectMessagesById(runner: SqlRunner, ids: bigint[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return runner.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from ${MESSAGE_FROM} where x.id = any($1::bigint[])`,
    [ids.map(String)],
  );
}

/** Customer messages no operator has read, over every conversation. */
export async function countOperatorUnread(runner: SqlRunner): Promise<number> {
  const [row] = await runner.query<{ count: number }>(
    `select count(*)::int as count from chat_messages x join chat_conversations c on c.id = x.conversation_id
     where x.sender = 'CUSTOMER' and x.id > c.operator_read_id`,
  );
  return row?.count ?? 0;
}

export async function insertTicket(
  runner: SqlRunner,
  ticket: { tokenHash: Buffer; conversationId: bigint | null; operatorId: bigint | null; seconds: number },
): Promise<void> {
  await runner.query(
    `insert into chat_socket_tickets (token_hash, conversation_id, operator_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [ticket.tokenHash, ticket.conversationId, ticket.operatorId, ticket.seconds],
  );
}

/** Takes a ticket once: a live one is deleted and answered, a used or old one answers nothing. */
export async function takeTicket(
  runner: SqlRunner,
  tokenHash: Buffer,
): Promise<{ conversation_id: bigint | null; operator_id: bigint | null } | undefined> {
  await runner.query('delete from chat_socket_tickets where expires_at < now()');
  const [row] = await runner.query<{ conversation_id: bigint | null; operator_id: bigint | null }>(
    'delete from chat_socket_tickets where token_hash = $1 and expires_at >= now() returning conversation_id, operator_id',
    [tokenHash],
  );
  return row;
}

/** An image of a conversation by its message's id (another conversation's is as absent as a missing one). */
export async function selectImage(
  runner: SqlRunner,
  conversationId: bigint,
  messageId: bigint,
): Promise<{ contentType: ChatImageType; data: Buffer } | undefined> {
  const [row] = await runner.query<{ image_type: ChatImageType; data: Uint8Array }>(
    `select x.image_type, i.data from chat_message_images i join chat_messages x on x.id = i.message_id
     where x.id = $1 and x.conversation_id = $2`,
    [messageId, conversationId],
  );
  return row ? { contentType: row.image_type, data: Buffer.from(row.data) } : undefined;
}
