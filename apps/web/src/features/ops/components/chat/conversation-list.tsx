import type { OpsChatConversation } from '@playhall/contracts/chat';
import { Icon } from '@/components/ui/icon';
import { StatePanel } from '@/components/ui/state-panel';
import { brandDayOf } from '@/lib/brand-time';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { customerName } from './customer-name';
import '../ops.css';

/** A moment as short as the list has room for: today's time of day, else the day. */
function ShortTime({ iso }: { iso: string }) {
  const time = useBrandTime();
  const isToday = brandDayOf(new Date(iso), time.timeZone) === brandDayOf(new Date(), time.timeZone);
  return (
    <time className="ops-chat__when" dateTime={iso} title={time.dateTime(iso)}>
      {isToday ? time.time(iso) : time.date(iso)}
    </time>
  );
}

function ConversationItem({
  conversation,
  isOpen,
  onOpen,
}: {
  conversation: OpsChatConversation;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const name = customerName(t, conversation);
  const last = conversation.lastMessage;
  return (
    <li>
      <button
        type="button"
        className={`ops-chat__item${isOpen ? ' ops-chat__item--open' : ''}${conversation.unread > 0 ? ' ops-chat__item--unread' : ''}`}
        aria-current={isOpen ? true : undefined}
        onClick={onOpen}
      >
        <span className={`ops-chat__avatar${conversation.account ? '' : ' ops-chat__avatar--visitor'}`}>
          <Icon name={conversation.account ? 'user' : 'globe'} size={18} />
        </span>
        <span className="ops-chat__item-body">
          <span className="ops-chat__item-top">
            <strong className="ops-chat__name">{name}</strong>
            <ShortTime iso={conversation.lastMessageAt} />
          </span>
          <span className="ops-chat__item-bottom">
            <span className="ops-chat__preview">
              {last?.sender === 'OPERATOR' ? <Icon name="undo" size={13} /> : null}
              {last?.hasImage ? <Icon name="image" size={13} /> : null}
              {last ? (last.hasImage ? t('chat.image') : last.body) : t('chat.ops.noMessages')}
            </span>
            {conversation.unread > 0 ? (
              <span className="count-badge ops-badge">
                <span aria-hidden="true">{conversation.unread}</span>
                <span className="visually-hidden">
                  {t('chat.ops.unread', { count: conversation.unread })}
                </span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The conversations of a status, the latest activity first, each with its last words and unread count. */
export function ConversationList({
  conversations,
  openId,
  onOpen,
}: {
  conversations: readonly OpsChatConversation[];
  openId: string | null;
  onOpen: (conversation: OpsChatConversation) => void;
}) {
  const { t } = useTranslation();
  if (conversations.length === 0)
    return <StatePanel compact icon="checkCircle" title={t('chat.ops.empty')} />;
  return (
    <ul className="ops-chat__list">
      {conversations.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          isOpen={conversation.id === openId}
          onOpen={() => onOpen(conversation)}
        />
      ))}
    </ul>
  );
}
