import type { ChatConversation, ChatOpened } from '@playhall/contracts/chat';
import { queryOptions } from '@tanstack/react-query';
import { setVisitorToken } from '../visitor-token';
import { chatRequest } from './chat-request';

/**
 * Opens the customer's conversation in a customer service (`?cs=`, else the brand's first): a member's own, a
 * visitor's by their token, or a new visitor's, whose token comes this once and is kept on the device.
 */
export async function openChat(csType: string | undefined, signal?: AbortSignal): Promise<ChatConversation> {
  const opened = await chatRequest<ChatOpened>('/wps/chat/open', {
    method: 'POST',
    body: csType ? { csType } : {},
    signal,
  });
  if (opened.visitorToken) setVisitorToken(opened.visitorToken);
  return opened.conversation;
}

/**
 * The conversation of this window, opened once (a second `open` of a visitor without a token would make a second
 * conversation): per member session, or the visitor's.
 */
export function openChatQueryOptions(csType: string | undefined, sessionToken: string | null) {
  return queryOptions({
    queryKey: ['chat', 'conversation', sessionToken ?? 'visitor', csType ?? ''],
    queryFn: ({ signal }) => openChat(csType, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
