import { Link } from 'react-router';
import { ChatConnection } from '@/centre/chat-connection';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon } from '@/components/ui/icon';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import type { SocketState } from '@/lib/use-ticket-socket';
import { useTranslation } from '@/lib/use-translation';

/**
 * The window's own small bar instead of the site's header: the brand, the title and the connection. In the
 * customer-service popup it closes the window; as a page of its own (a phone), it leads back to the lobby.
 */
export function ChatTitleBar({ connection }: { connection: SocketState }) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const isPopup = window.opener !== null;
  return (
    <header className="chat-window__bar">
      {isPopup ? null : (
        <Link to="/" className="chat-window__icon-button" aria-label={t('common.backHome')}>
          <Icon name="chevronLeft" size={20} />
        </Link>
      )}
      <span className="chat-window__mark">
        <BrandMark size={34} />
      </span>
      <span className="chat-window__heading">
        <h1 className="chat-window__title">{t('chat.title')}</h1>
        <span className="chat-window__brand">{brand.name}</span>
      </span>
      <ChatConnection state={connection} />
      {isPopup ? (
        <button
          type="button"
          className="chat-window__icon-button"
          aria-label={t('chat.closeWindow')}
          onClick={() => window.close()}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </header>
  );
}
