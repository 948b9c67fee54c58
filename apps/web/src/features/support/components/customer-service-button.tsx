import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import { useChatUnread } from '../api/get-chat-unread';
import { useOpenCustomerService } from '../open-customer-service';
import { UnreadBadge } from './unread-badge';
import './support.css';

/** The floating customer-service button (portal-shell spec §2), with a member's unread chat answers. */
export function CustomerServiceButton({ csType }: { csType?: string }) {
  const { t } = useTranslation();
  const open = useOpenCustomerService();
  const unread = useChatUnread();
  return (
    <button
      type="button"
      className="cs-button"
      aria-label={unread > 0 ? t('support.openChatUnread', { count: unread }) : t('support.openChat')}
      onClick={() => open(csType)}
    >
      <Icon name="headset" size={24} />
      <span className="cs-button__label">{t('support.chat')}</span>
      <UnreadBadge count={unread} />
    </button>
  );
}
