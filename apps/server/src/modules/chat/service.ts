import {
  CHAT_LIMITS,
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type ChatOpened,
  type ChatSender,
  type ChatStatus,
  type OpsChatList,
} from '@playhall/contracts/chat';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { CustomerService } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { newSecretToken, sha256 } from '../../security/tokens';
import type { StoredImage } from '../uploads/images';
import type { ChatHub } from './hub';
import {
  type ConversationRow,
  countOperatorUnread,
  insertMessage,
  insertTicket,
  insertVisitorConversation,
  type MessageRow,
  markRead,
  selectConversation,
  selectImage,
  selectMemberConversationId,
  selectMessages,
  selectMessagesById,
  selectOpsConversations,
  selectVisitorConversationId,
  setStatus,
  takeTicket,
  upsertMemberConversation,
} from './queries';

/** Who writes on the customer's side: a member by their session, or a visitor by the token `open` gave them. */
export type Customer = { memberId: bigint } | { visitorToken: string | null };

/** The conversations the console lists at once (the busiest brand's open chats fit many times over). */
const OPS_LIST_LIMIT = 200;
/** The csType of a conversation opened when the brand lists no customer service at all. */
const FALLBACK_CS_TYPE = 'LIVE_CHAT';

const iso = (value: Date | string) => new Date(value).toISOString();

const notFound = () =>
  new AppError(404, ErrorCode.CHAT_NOT_FOUND, 'No such conversation. Open the chat again to start one.');

/** A message as its reader sees it: customers never learn an operator's console name. */
export function toMessage(row: MessageRow, reader: ChatSender): ChatMessage {
  return {
    id: row.id.toString(),
    sender: row.sender,
    operatorName: reader === 'OPERATOR' ? row.operator_name : null,
    body: row.body,
    hasImage: row.image_type !== null,
    createdAt: iso(row.created_at),
  };
}

function toConversation(row: ConversationRow): ChatConversation {
  return { id: row.id.toString(), status: row.status, csType: row.cs_type, unread: row.customer_unread };
}

export function createChat(deps: {
  database: Database;
  hub: ChatHub;
  services: () => Promise<readonly CustomerService[]>;
}) {
  const { database, hub } = deps;

  /** The requested customer service, else the first (spec §9), else the built-in chat's own type. */
  async function csTypeOf(requested: string | undefined): Promise<string> {
    const services = await deps.services();
    return (
      services.find((service) => service.csType === requested)?.csType ??
      services[0]?.csType ??
      FALLBACK_CS_TYPE
    );
  }

  async function view(id: bigint): Promise<ChatConversation> {
    const row = await selectConversation(database, id);
    if (!row) throw notFound();
    return toConversation(row);
  }

  /**
   * The customer's conversation, opened on first use: a member's is theirs for good; a visitor without a token (or
   * with one that names nothing, an old browser's) gets a new one and its token, shown this once.
   */
  async function open(customer: Customer, requested: string | undefined): Promise<ChatOpened> {
    const csType = await csTypeOf(requested);
    if ('memberId' in customer) {
      const id = await upsertMemberConversation(database, customer.memberId, csType);
      return { conversation: await view(id), visitorToken: null };
    }
    if (customer.visitorToken) {
      const id = await selectVisitorConversationId(database, sha256(customer.visitorToken));
      if (id !== undefined) return { conversation: await view(id), visitorToken: null };
    }
    const token = newSecretToken();
    const id = await insertVisitorConversation(database, sha256(token), csType);
    return { conversation: await view(id), visitorToken: token };
  }

  /** The conversation a customer's call is about; a visitor's token that names none, or none yet, is refused. */
  async function conversationOf(customer: Customer): Promise<bigint> {
    const id =
      'memberId' in customer
        ? await selectMemberConversationId(database, customer.memberId)
        : customer.visitorToken
          ? await selectVisitorConversationId(database, sha256(customer.visitorToken))
          : undefined;
    if (id === undefined) throw notFound();
    return id;
  }

  async function history(id: bigint, before: string | undefined, reader: ChatSender): Promise<ChatHistory> {
    const page = await selectMessages(database, id, before === undefined ? null : BigInt(before));
    return { messages: page.messages.map((row) => toMessage(row, reader)), hasMore: page.hasMore };
  }

  /** Writes a message (words, or an image re-encoded by the upload path) and announces it to every node's sockets, in one transaction. */
  async function send(
    id: bigint,
    sender: ChatSender,
    operatorId: bigint | null,
    content: string | StoredImage,
  ) {
    return database.transaction(async (tx) => {
      const conversation = await selectConversation(tx, id);
      if (!conversation) throw notFound();
      const row = await insertMessage(tx, { conversationId: id, sender, operatorId, content });
      await hub.publish(tx, {
        type: 'message',
        conversationId: id.toString(),
        message: toMessage(row, 'OPERATOR'),
      });
      // A customer's message opens a closed conversation again: their other windows learn it too.
      if (sender === 'CUSTOMER' && conversation.status === 'CLOSED') {
        await hub.publish(tx, { type: 'status', conversationId: id.toString(), status: 'OPEN' });
      }
      if (sender === 'OPERATOR') {
        await writeAudit(tx, {
          operatorId,
          action: 'CHAT_REPLY',
          targetType: 'chat_conversation',
          targetId: id.toString(),
          detail: {
            messageId: row.id.toString(),
            memberId: conversation.member_id?.toString() ?? null,
            image: typeof content !== 'string',
          },
        });
      }
      return toMessage(row, sender);
    });
  }

  /** An image of the conversation by its message's id (U3: re-encoded pixels, served as the type they are). */
  async function image(id: bigint, messageId: string) {
    const stored = await selectImage(database, id, BigInt(messageId));
    if (!stored) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such image.');
    return stored;
  }

  async function read(id: bigint, side: ChatSender, upTo: string): Promise<void> {
    await markRead(database, id, side, BigInt(upTo));
  }

  /** A member's unread operator messages (0 before their first chat). */
  async function memberUnread(memberId: bigint): Promise<number> {
    const id = await selectMemberConversationId(database, memberId);
    if (id === undefined) return 0;
    return (await view(id)).unread;
  }

  /** A single-use socket ticket for a customer's conversation or an operator. */
  async function ticket(owner: { conversationId: bigint } | { operatorId: bigint }): Promise<string> {
    const token = newSecretToken();
    await insertTicket(database, {
      tokenHash: sha256(token),
      conversationId: 'conversationId' in owner ? owner.conversationId : null,
      operatorId: 'operatorId' in owner ? owner.operatorId : null,
      seconds: CHAT_LIMITS.ticketSeconds,
    });
    return token;
  }

  /** Redeems a socket ticket once: what it was for, or null (used, old, or never issued). */
  async function redeem(token: string): Promise<{ conversationId: bigint } | { operatorId: bigint } | null> {
    const row = await takeTicket(database, sha256(token));
    if (!row) return null;
    if (row.conversation_id !== null) return { conversationId: row.conversation_id };
    if (row.operator_id !== null) return { operatorId: row.operator_id };
    return null;
  }

  // The console's side.

  async function list(status: ChatStatus): Promise<OpsChatList> {
    const [rows, unread] = await Promise.all([
      selectOpsConversations(database, status, OPS_LIST_LIMIT),
      countOperatorUnread(database),
    ]);
    const lastIds = rows.flatMap((row) => (row.last_id === null ? [] : [row.last_id]));
    const last = new Map(
      (await selectMessagesById(database, lastIds)).map((row) => [row.conversation_id, row]),
    );
    return {
      unread,
      conversations: rows.map((row) => {
        const message = last.get(row.id);
        return {
          id: row.id.toString(),
          status: row.status,
          csType: row.cs_type,
          account: row.account,
          memberId: row.member_id?.toString() ?? null,
          lastMessage: message ? toMessage(message, 'OPERATOR') : null,
          lastMessageAt: iso(row.last_message_at),
          unread: row.operator_unread,
        };
      }),
    };
  }

  /** Closes a conversation (audited); the customer's next message opens it again. */
  async function close(operatorId: bigint, id: bigint): Promise<void> {
    await database.transaction(async (tx) => {
      const conversation = await selectConversation(tx, id);
      if (!conversation) throw notFound();
      if (!(await setStatus(tx, id, 'CLOSED'))) return;
      // The customer's window shows the conversation closed at once.
      await hub.publish(tx, { type: 'status', conversationId: id.toString(), status: 'CLOSED' });
      await writeAudit(tx, {
        operatorId,
        action: 'CHAT_CLOSE',
        targetType: 'chat_conversation',
        targetId: id.toString(),
        detail: { memberId: conversation.member_id?.toString() ?? null },
      });
    });
  }

  /** A conversation the console names by id: it must exist. */
  async function existing(id: string): Promise<bigint> {
    const row = await selectConversation(database, BigInt(id));
    if (!row) throw notFound();
    return row.id;
  }

  return {
    open,
    conversationOf,
    view,
    history,
    send,
    image,
    read,
    memberUnread,
    ticket,
    redeem,
    list,
    close,
    existing,
  };
}

export type Chat = ReturnType<typeof createChat>;
