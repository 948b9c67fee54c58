import { useSearchParams } from 'react-router';
import { ChatWindow } from '@/features/chat/components/chat-window';

/** /chat[?cs=<csType>]: the live chat, the customer service the floating button opens in its popup. */
export function ChatPage() {
  const [searchParams] = useSearchParams();
  return <ChatWindow csType={searchParams.get('cs') || undefined} />;
}
