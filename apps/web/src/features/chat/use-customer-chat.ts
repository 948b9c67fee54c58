import type { ChatConversation } from '@playhall/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { addToLatestPage, isChatEvent, isChatStatusEvent } from '@/centre/chat-messages';
import { useChatThread } from '@/centre/use-chat-thread';
import { failureCode } from '@/lib/error-message';
import { queryClient } from '@/lib/query-client';
import { useSessionToken } from '@/lib/session-token';
import { useTicketSocket } from '@/lib/use-ticket-socket';
import {
  customerThreadKey,
  getChatHistory,
  getChatTicket,
  markChatRead,
  sendChatImage,
  sendChatMessage,
} from './api/chat-messages';
import { openChatQueryOptions } from './api/open-chat';

/**
 * The customer's side of the live chat: the conversation (opened once), its thread, the socket on which the
 * operators' answers arrive (and, on reconnecting, the latest page fetched again so that nothing is missed), and
 * sending.
 */
export function useCustomerChat(csType: string | undefined) {
  const sessionToken = useSessionToken();
  const opened = openChatQueryOptions(csType, sessionToken);
  const conversation = useQuery(opened);
  const id = conversation.data?.id;
  const threadKey = customerThreadKey(id ?? '');
  const thread = useChatThread({
    queryKey: threadKey,
    fetchPage: getChatHistory,
    markRead: markChatRead,
    otherSide: 'OPERATOR',
    isEnabled: id !== undefined,
  });
  const connection = useTicketSocket({
    path: '/wps/chat/socket',
    ticket: getChatTicket,
    isEnabled: id !== undefined,
    onEvent: (event) => {
      if (isChatEvent(event) && event.conversationId === id) addToLatestPage(threadKey, event.message);
      if (isChatStatusEvent(event) && event.conversationId === id) {
        queryClient.setQueryData<ChatConversation>(opened.queryKey, (current) =>
          current ? { ...current, status: event.status } : current,
        );
      }
    },
    onReopen: () => void queryClient.refetchQueries({ queryKey: threadKey }),
  });

  const [isSending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const openedKey = opened.queryKey;
  const deliver = useCallback(
    async (content: string | File): Promise<boolean> => {
      if (id === undefined) return false;
      setSending(true);
      setSendError(null);
      try {
        const sent = typeof content === 'string' ? sendChatMessage(content) : sendChatImage(content);
        addToLatestPage(customerThreadKey(id), await sent);
        // The customer's message opens a closed conversation again.
        queryClient.setQueryData<ChatConversation>(openedKey, (current) =>
          current ? { ...current, status: 'OPEN' } : current,
        );
        return true;
      } catch (error) {
        setSendError(failureCode(error));
        return false;
      } finally {
        setSending(false);
      }
    },
    [id, openedKey],
  );

  const send = useCallback((body: string) => deliver(body), [deliver]);
  const sendImage = useCallback((file: File) => deliver(file), [deliver]);

  return { conversation, thread, connection, send, sendImage, isSending, sendError };
}
