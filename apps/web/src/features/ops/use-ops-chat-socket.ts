import { addToLatestPage, isChatEvent } from '@/centre/chat-messages';
import { queryClient } from '@/lib/query-client';
import { useTicketSocket } from '@/lib/use-ticket-socket';
import { getOpsChatTicket, opsThreadKey } from './api/chat';

/** Asks the conversation lists again: their order, previews and unread counts (and the menu's badge). */
export function refreshChatList(): void {
  void queryClient.invalidateQueries({ queryKey: ['ops', 'chat', 'list'] });
}

/**
 * The console's chat socket, on which every conversation's new messages arrive: a message goes into its thread
 * (when that thread is loaded) and the list is asked again (order, previews, unread counts). After a reconnect the
 * list and the open thread are fetched again, for what was said while it was down.
 */
export function useOpsChatSocket() {
  return useTicketSocket({
    path: '/ops/api/chat/socket',
    ticket: getOpsChatTicket,
    onEvent: (event) => {
      if (!isChatEvent(event)) return;
      addToLatestPage(opsThreadKey(event.conversationId), event.message);
      refreshChatList();
    },
    onReopen: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'chat'] }),
  });
}
