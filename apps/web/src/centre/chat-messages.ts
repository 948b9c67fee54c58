import type { ChatEvent, ChatHistory, ChatMessage, ChatStatusEvent } from '@playhall/contracts/chat';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/** Message ids are row ids in decimal (up to 18 digits): compared as numbers without turning them into numbers. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Messages of both lists, each once (the socket also brings the customer's own messages back, and a page fetched
 * after a reconnect repeats what was shown), oldest first.
 */
export function mergeMessages(
  known: readonly ChatMessage[],
  added: readonly ChatMessage[],
): readonly ChatMessage[] {
  if (added.length === 0) return known;
  const byId = new Map(known.map((message) => [message.id, message]));
  let isChanged = false;
  for (const message of added) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    isChanged = true;
  }
  if (!isChanged) return known;
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** The newest message the other side wrote, which a read mark moves up to. */
export function lastFrom(
  messages: readonly ChatMessage[],
  sender: ChatMessage['sender'],
): ChatMessage | undefined {
  return messages.findLast((message) => message.sender === sender);
}

/**
 * Puts a message that arrived (by the socket, or as the answer to a send) into a thread's latest page, where the
 * thread shows it; a thread that is not loaded is left alone.
 */
export function addToLatestPage(queryKey: QueryKey, message: ChatMessage): void {
  queryClient.setQueryData<ChatHistory>(queryKey, (page) =>
    page ? { ...page, messages: [...mergeMessages(page.messages, [message])] } : page,
  );
}

/** A socket frame that is a new message of a conversation (anything else a socket might say is ignored). */
export function isChatEvent(value: unknown): value is ChatEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event: Partial<Record<keyof ChatEvent, unknown>> = value;
  return (
    event.type === 'message' &&
    typeof event.conversationId === 'string' &&
    typeof event.message === 'object' &&
    event.message !== null
  );
}

/** A socket frame that says a conversation was closed (by an operator) or opened again (by the customer). */
export function isChatStatusEvent(value: unknown): value is ChatStatusEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event: Partial<Record<keyof ChatStatusEvent, unknown>> = value;
  return (
    event.type === 'status' &&
    typeof event.conversationId === 'string' &&
    (event.status === 'OPEN' || event.status === 'CLOSED')
  );
}
