// The live chat's constants, without zod: the web app imports these (zod stays off the client).

/** Limits of the live chat (issue 17, decision 0047). */
export const CHAT_LIMITS = {
  /** Characters of one message. */
  bodyMax: 1000,
  /** Messages a page of history holds. */
  pageSize: 50,
  /** Seconds a socket ticket may wait before it is used (once). */
  ticketSeconds: 60,
} as const;

export const CHAT_SENDERS = ['CUSTOMER', 'OPERATOR'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const CHAT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The header a visitor (no account) names their conversation with: the token `open` gave them. */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';
