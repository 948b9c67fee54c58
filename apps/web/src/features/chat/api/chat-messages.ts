import type { ChatConversation, ChatHistory, ChatMessage } from '@playhall/contracts/chat';
import { chatRequest } from './chat-request';

/** The key of the customer's thread's latest page, where the socket's messages land. */
export const customerThreadKey = (conversationId: string) => ['chat', 'thread', conversationId] as const;

/** A page of the customer's conversation: 50 messages before `before` (the latest without it), oldest first. */
export function getChatHistory(before: string | undefined, signal?: AbortSignal): Promise<ChatHistory> {
  return chatRequest<ChatHistory>('/wps/chat/messages', { query: { before }, signal });
}

/** Sends a message (plain text, 1 to 1000 characters); a closed conversation opens again. */
export function sendChatMessage(body: string): Promise<ChatMessage> {
  return chatRequest<ChatMessage>('/wps/chat/messages', { method: 'POST', body: { body } });
}

/** Sends an image (a PNG or JPG of at most 5 MB; the server re-encodes it). */
export function sendChatImage(file: File): Promise<ChatMessage> {
  const formData = new FormData();
  formData.append('file', file);
  return chatRequest<ChatMessage>('/wps/chat/images', { method: 'POST', formData });
}

/** The address of an image of the customer's conversation (fetched with their credentials). */
export const chatImagePath = (messageId: string) => `/wps/chat/images/${messageId}`;

/** Marks the operators' messages read up to one. */
export function markChatRead(upTo: string): Promise<ChatConversation> {
  return chatRequest<ChatConversation>('/wps/chat/read', { method: 'POST', body: { upTo } });
}

/** A single-use ticket (a minute) to open the conversation's socket with. */
export async function getChatTicket(): Promise<string> {
  return (await chatRequest<{ ticket: string }>('/wps/chat/ticket', { method: 'POST' })).ticket;
}
