import { z } from 'zod';
import { CHAT_LIMITS, CHAT_MODEL_KINDS, CHAT_SENDERS, CHAT_STATUSES } from './chat-rules';
import { hasControlCharacters, withoutBidiControls } from './text-safety';

export * from './chat-rules';

/*
 * Live chat (issue 17, decision 0047): a customer (a member, or a visitor without an account) and the operators of
 * the console write to one conversation. Messages are sent by HTTP calls (so they get the envelope's errors, the
 * rate limits and the body checks of every other call) and arrive by WebSocket, on every node.
 */

export const zChatMessage = z.object({
  id: z.string(),
  sender: z.enum(CHAT_SENDERS),
  /** The operator's display name on an operator's message; null on the customer's. */
  operatorName: z.string().nullable(),
  /** The words; empty on an image's message. */
  body: z.string(),
  /** An image's message: fetch it from the conversation's images by the message id (with the caller's credentials). */
  hasImage: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof zChatMessage>;

/** The customer's conversation: its state and how many operator messages they have not read. */
export const zChatConversation = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  csType: z.string(),
  unread: z.number().int(),
});
export type ChatConversation = z.infer<typeof zChatConversation>;

/** What `open` answers: the conversation, and for a new visitor the token naming it (shown once, kept hashed). */
export const zChatOpened = z.object({
  conversation: zChatConversation,
  visitorToken: z.string().nullable(),
});
export type ChatOpened = z.infer<typeof zChatOpened>;

export const zChatOpen = z.object({ csType: z.string().max(40).optional() }).strict();
export type ChatOpen = z.input<typeof zChatOpen>;

const zId = z.string().regex(/^\d{1,18}$/);

/** A page of history: the messages before `before` (the latest when absent), oldest first. */
export const zChatHistoryQuery = z.object({ before: zId.optional() }).strict();
export const zChatHistory = z.object({ messages: z.array(zChatMessage), hasMore: z.boolean() });
export type ChatHistory = z.infer<typeof zChatHistory>;

/** A message's words: plain text, shown as text, without control characters. */
export const zChatSend = z
  .object({
    body: z
      .string()
      .max(CHAT_LIMITS.bodyMax * 2)
      .refine(
        (value) => !hasControlCharacters(value, { multiLine: true }),
        'Control characters are not allowed',
      )
      .transform((value) => withoutBidiControls(value).trim())
      .pipe(z.string().min(1).max(CHAT_LIMITS.bodyMax)),
  })
  .strict();
export type ChatSend = z.input<typeof zChatSend>;

/** Marks the other side's messages read up to a message (the latest shown). */
export const zChatRead = z.object({ upTo: zId }).strict();
export type ChatRead = z.input<typeof zChatRead>;

/** An image of a conversation, by its message's id. */
export const zChatImageParam = z.object({ messageId: zId }).strict();
export const zOpsChatImageParam = z.object({ id: zId, messageId: zId }).strict();

export const zChatUnread = z.object({ count: z.number().int() });

/** A single-use ticket to open the conversation's socket with (a browser's WebSocket sends no headers). */
export const zChatTicket = z.object({ ticket: z.string() });
export const zChatSocketQuery = z.object({ ticket: z.string().min(20).max(100) }).strict();

/** What a socket receives: a new message of a conversation (operators receive every conversation's). */
export const zChatEvent = z.object({
  type: z.literal('message'),
  conversationId: z.string(),
  message: zChatMessage,
});
export type ChatEvent = z.infer<typeof zChatEvent>;

/** What a socket receives when an operator closes a conversation (a customer's message opens it again). */
export const zChatStatusEvent = z.object({
  type: z.literal('status'),
  conversationId: z.string(),
  status: z.enum(CHAT_STATUSES),
});
export type ChatStatusEvent = z.infer<typeof zChatStatusEvent>;

/** A conversation in the console: whose it is, its last message and the operators' unread count. */
export const zOpsChatConversation = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  csType: z.string(),
  /** The member's account, or null for a visitor (shown by the conversation's number). */
  account: z.string().nullable(),
  memberId: z.string().nullable(),
  lastMessage: zChatMessage.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type OpsChatConversation = z.infer<typeof zOpsChatConversation>;

export const zOpsChatList = z.object({
  conversations: z.array(zOpsChatConversation),
  /** Customer messages no operator has read, over every conversation (the console menu's badge). */
  unread: z.number().int(),
});
export type OpsChatList = z.infer<typeof zOpsChatList>;

export const zOpsChatQuery = z.object({ status: z.enum(CHAT_STATUSES).default('OPEN') }).strict();
export type OpsChatQuery = z.input<typeof zOpsChatQuery>;

/**
 * A customer-service entry as a chat launch point (spec §7 live model list and chat launch): its `chatUrl` opens the
 * built-in live chat in that entry (relative to the site, so that it works on every mirror domain), or is the
 * entry's own link.
 */
export const zChatModel = z.object({
  csType: z.string(),
  name: z.string(),
  kind: z.enum(CHAT_MODEL_KINDS),
  chatUrl: z.string(),
});
export type ChatModel = z.infer<typeof zChatModel>;

export const zChatModels = z.object({ models: z.array(zChatModel) });
export type ChatModels = z.infer<typeof zChatModels>;

/** Which entry to launch: the requested csType, else the brand's first (spec §9). */
export const zChatLaunchQuery = z.object({ csType: z.string().max(40).optional() }).strict();
