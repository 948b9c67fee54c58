import type { ChatModel } from '@playhall/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, use, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { loadCentreCatalogue } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { chatCsTypeOf, chatLaunchQueryOptions, chatModelsQueryOptions } from '../api/chat-models';
import { ChatWindow } from './chat-window';
import './chat-room.css';

// The chat speaks the centre's words, which the home page never loads: they come with this chunk.
const centreWords = loadCentreCatalogue();

/** The brand's other ways to reach the team: the live chats as tabs, messengers and mail as links out. */
function Channels({
  models,
  current,
  onPick,
}: {
  models: readonly ChatModel[];
  current: ChatModel;
  onPick(model: ChatModel): void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="chat-room__channels" aria-label={t('chat.channels')}>
      {models.map((model) =>
        model.kind === 'CHAT' ? (
          <button
            key={model.csType}
            type="button"
            className="chat-room__channel"
            aria-current={model.csType === current.csType ? true : undefined}
            onClick={() => onPick(model)}
          >
            <Icon name="headset" size={15} />
            {model.name}
          </button>
        ) : (
          <a
            key={model.csType}
            className="chat-room__channel"
            href={model.chatUrl}
            target={model.kind === 'LINK' ? '_blank' : undefined}
            rel="noopener noreferrer"
          >
            <Icon name={model.kind === 'EMAIL' ? 'mail' : 'globe'} size={15} />
            {model.name}
          </a>
        ),
      )}
    </nav>
  );
}

/**
 * The chat room (spec §2 modal): the live chat inside the page, for when the customer-service window cannot open
 * (a blocked popup) or no window is wanted. It launches the requested customer service (else the brand's first);
 * a messenger or mail entry is offered as its link.
 */
export function ChatRoomModal({ onClose, props }: { onClose: () => void; props: Record<string, string> }) {
  use(centreWords);
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ChatModel | null>(null);
  const launch = useQuery(chatLaunchQueryOptions(props.csType));
  const models = useQuery(chatModelsQueryOptions);
  const current = picked ?? launch.data;

  let body: ReactNode;
  if (launch.isError) {
    body = <ErrorState compact error={launch.error} onRetry={() => void launch.refetch()} />;
  } else if (!current) {
    body = <Skeleton height="24rem" radius="var(--radius-md)" />;
  } else if (current.kind === 'CHAT') {
    body = (
      <ChatWindow
        key={current.csType}
        csType={chatCsTypeOf(current)}
        channels={<Channels models={models.data ?? [current]} current={current} onPick={setPicked} />}
      />
    );
  } else {
    body = (
      <StatePanel
        icon={current.kind === 'EMAIL' ? 'mail' : 'globe'}
        title={current.name}
        description={t('chat.elsewhere', { name: current.name })}
      >
        <a className={buttonClass('gold')} href={current.chatUrl} target="_blank" rel="noopener noreferrer">
          {t('chat.continueIn', { name: current.name })}
        </a>
      </StatePanel>
    );
  }

  return (
    <Modal title={t('chat.title')} closeLabel={t('modal.close')} onClose={onClose} width={440}>
      <div className="chat-room">{body}</div>
    </Modal>
  );
}
