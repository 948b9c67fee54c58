import type { ChatMessage } from '@playhall/contracts/chat';
import type { ReactNode } from 'react';
import { ChatComposer } from '@/centre/chat-composer';
import { ChatConnection } from '@/centre/chat-connection';
import { ChatThread } from '@/centre/chat-thread';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { ProtectedImage } from '@/components/ui/protected-image';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { chatImagePath } from '../api/chat-messages';
import { chatCredentials } from '../api/chat-request';
import { useCustomerChat } from '../use-customer-chat';
import { ChatTitleBar } from './chat-title-bar';
import './chat-window.css';

/** Bubbles in outline while the conversation opens. */
function ThreadSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="chat-window__skeleton" role="status" aria-label={t('common.loading')}>
      <Skeleton width="62%" height="3.2rem" radius="var(--radius-md)" />
      <Skeleton width="48%" height="2.6rem" radius="var(--radius-md)" className="chat-window__skeleton-own" />
      <Skeleton width="70%" height="4rem" radius="var(--radius-md)" />
    </div>
  );
}

/**
 * The customer's live chat (issue 17; the 440×750 customer-service window, or a page on a phone): the thread with
 * the team's answers arriving live, earlier messages on request, a greeting before the first message, and the
 * message box.
 */
export function ChatWindow({
  csType,
  channels,
}: {
  csType: string | undefined;
  /** Inside the chat room modal: the brand's channels, shown in place of the window's own title bar. */
  channels?: ReactNode;
}) {
  const { t } = useTranslation();
  const { conversation, thread, connection, send, sendImage, isSending, sendError } = useCustomerChat(csType);
  const labelOf = (message: ChatMessage) => t(message.sender === 'CUSTOMER' ? 'chat.you' : 'chat.support');
  const renderImage = (message: ChatMessage) => (
    <ProtectedImage
      src={chatImagePath(message.id)}
      alt={t('chat.imageFrom', { who: labelOf(message) })}
      {...chatCredentials()}
    />
  );
  const failed = conversation.isError ? conversation : thread.latest.isError ? thread.latest : null;
  const errorCode = sendError ?? thread.earlierError;

  let body: ReactNode;
  if (failed) {
    body = (
      <div className="chat-window__state">
        <ErrorState compact error={failed.error} onRetry={() => void failed.refetch()} />
      </div>
    );
  } else if (!conversation.data || thread.latest.isPending) {
    body = <ThreadSkeleton />;
  } else {
    body = (
      <>
        <ChatThread
          messages={thread.messages}
          ownSide="CUSTOMER"
          labelOf={labelOf}
          label={t('chat.messages')}
          hasMore={thread.hasMore}
          isLoadingEarlier={thread.isLoadingEarlier}
          onLoadEarlier={() => void thread.loadEarlier()}
          renderImage={renderImage}
          empty={
            <div className="chat-window__greeting">
              <StatePanel
                compact
                icon="headset"
                title={t('chat.greetingTitle')}
                description={t('chat.greetingBody')}
              />
            </div>
          }
        />
        {conversation.data.status === 'CLOSED' ? (
          <p className="chat-note">
            <Icon name="info" size={15} />
            <span>{t('chat.closedNote')}</span>
          </p>
        ) : null}
      </>
    );
  }

  const isEmbedded = channels !== undefined;
  // A page (the popup, a phone) is the document's main content; inside a modal it is one region of the page.
  const Main = isEmbedded ? 'div' : 'main';
  return (
    <div className={`chat-window${isEmbedded ? ' chat-window--embedded' : ''}`}>
      {isEmbedded ? (
        <div className="chat-room__bar">
          {channels}
          <ChatConnection state={connection} />
        </div>
      ) : (
        <ChatTitleBar connection={connection} />
      )}
      <Main id={isEmbedded ? undefined : 'main'} className="chat-window__main">
        {body}
        <ChatComposer
          label={t('chat.messageLabel')}
          placeholder={t('chat.placeholder')}
          onSend={send}
          onSendImage={sendImage}
          isBusy={isSending || !conversation.data}
          error={errorCode ? errorMessageForCode(t, errorCode) : null}
        />
      </Main>
    </div>
  );
}
