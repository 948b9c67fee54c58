// The live chat's constants, without zod: the web app imports these (zod stays off the client).

/** Limits of the live chat (issue 17, decision 0047). */
export const CHAT_LIMITS = {
  /** Characters of one message. */
  bodyMax: 1000,
  /** Messages a page of history holds. */
  pageSize: 50,
  /** Seconds a socket ticket may wait before it is used (once). */
  ticketSeconds: 60,
  /** Images a customer (or an operator) sends a minute at most, each one PNG or JPEG within UPLOAD_LIMITS. */
  imagesPerMinute: 10,
} as const;

export const CHAT_SENDERS = ['CUSTOMER', 'OPERATOR'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const CHAT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The header a visitor (no account) names their conversation with: the token `open` gave them. */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';

/**
 * How a customer-service entry is reached (the live-model list, spec §7): the built-in live chat, a link (a
 * messenger's address, a page), or the mail app.
 */
export const CHAT_MODEL_KINDS = ['CHAT', 'LINK', 'EMAIL'] as const;
export type ChatModelKind = (typeof CHAT_MODEL_KINDS)[number];

/** The built-in live chat's page (decision 0047); a customer-service entry with this path is the live chat. */
export const CHAT_PATH = '/chat';
