import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { opsChatListQueryOptions } from '../../api/chat';
import '../ops.css';

/** The console menu's count of customer messages no operator has read yet; nothing when there are none. */
export function ChatNavBadge() {
  const { t } = useTranslation();
  const { data: count = 0 } = useQuery({ ...opsChatListQueryOptions('OPEN'), select: (list) => list.unread });
  if (count === 0) return null;
  return (
    <span className="count-badge ops-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('chat.ops.unread', { count })}</span>
    </span>
  );
}
