import type { ChatHistory, ChatMessage, ChatStatus, OpsChatList } from '@playhall/contracts/chat';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

const conversationPath = (id: string) => `/ops/api/chat/conversations/${encodeURIComponent(id)}`;

/**
 * The conversations in a status, the latest activity first, with the unread count over all of them (the console
 * menu's badge). The socket refreshes it on each message; the interval covers a console whose socket is down.
 */
export function opsChatListQueryOptions(status: ChatStatus) {
  return queryOptions({
    queryKey: ['ops', 'chat', 'list', status],
    queryFn: ({ signal }) =>
      opsRequest<OpsChatList>('/ops/api/chat/conversations', { query: { status }, signal }),
    refetchInterval: 30_000,
  });
}

/** The key of a conversation's latest page in the console, where the socket's messages land. */
export const opsThreadKey = (id: string) => ['ops', 'chat', 'thread', id] as const;

/** A page of a conversation: 50 messages before `before` (the latest without it), oldest first. */
export function getOpsChatHistory(id: string, before: string | undefined, signal?: AbortSignal) {
  return opsRequest<ChatHistory>(`${conversationPath(id)}/messages`, { query: { before }, signal });
}

/** Answers a conversation (audited); the customer receives it at once. */
export function replyToChat(id: string, body: string): Promise<ChatMessage> {
  return opsRequest<ChatMessage>(`${conversationPath(id)}/messages`, { method: 'POST', body: { body } });
}

/** Answers a conversation with an image (a PNG or JPG of at most 5 MB; audited). */
export function sendChatImageAsOperator(id: string, file: File): Promise<ChatMessage> {
  const formData = new FormData();
  formData.append('file', file);
  return opsRequest<ChatMessage>(`${conversationPath(id)}/images`, { method: 'POST', formData });
}

/** The address of an image of a conversation (fetched with the operator's token). */
export const opsChatImagePath = (id: string, messageId: string) =>
  `${conversationPath(id)}/images/${messageId}`;

/** Marks the customer's messages read up to one. */
export function markOpsChatRead(id: string, upTo: string): Promise<unknown> {
  return opsRequest(`${conversationPath(id)}/read`, { method: 'POST', body: { upTo } });
}

/** Closes a conversation (audited); the customer's next message opens it again. */
export function closeChat(id: string): Promise<unknown> {
  return opsRequest(`${conversationPath(id)}/close`, { method: 'POST' });
}

/** A single-use ticket (a minute) to open the console's chat socket with. */
export async function getOpsChatTicket(): Promise<string> {
  return (await opsRequest<{ ticket: string }>('/ops/api/chat/ticket', { method: 'POST' })).ticket;
}
