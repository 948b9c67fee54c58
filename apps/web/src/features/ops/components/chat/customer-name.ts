import type { OpsChatConversation } from '@playhall/contracts/chat';
import type { TFunction } from '@/lib/translator';

/** Whose conversation it is: the member's account, or a visitor's by the conversation's number. */
export function customerName(t: TFunction, conversation: OpsChatConversation): string {
  return conversation.account ?? t('chat.visitor', { id: conversation.id });
}
