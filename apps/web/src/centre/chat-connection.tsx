import { Spinner } from '@/components/ui/spinner';
import type { SocketState } from '@/lib/use-ticket-socket';
import { useTranslation } from '@/lib/use-translation';
import './chat-thread.css';

/**
 * Where the live connection stands, quiet when it is live (a dot and words for screen readers only), said aloud
 * while it connects or comes back after a drop.
 */
export function ChatConnection({ state }: { state: SocketState }) {
  const { t } = useTranslation();
  return (
    <span className={`chat-connection chat-connection--${state}`} role="status">
      {state === 'live' ? (
        <>
          <span className="chat-connection__dot" aria-hidden="true" />
          <span className="visually-hidden">{t('chat.live')}</span>
        </>
      ) : (
        <>
          <Spinner size={14} />
          <span>{t(state === 'connecting' ? 'chat.connecting' : 'chat.reconnecting')}</span>
        </>
      )}
    </span>
  );
}
