import type { ChatMessage, OpsChatConversation } from '@playhall/contracts/chat';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ChatComposer } from '@/centre/chat-composer';
import { addToLatestPage } from '@/centre/chat-messages';
import { ChatThread } from '@/centre/chat-thread';
import { useChatThread } from '@/centre/use-chat-thread';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { ProtectedImage } from '@/components/ui/protected-image';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusChip } from '@/components/ui/status-chip';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode, failureCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import {
  closeChat,
  getOpsChatHistory,
  markOpsChatRead,
  opsChatImagePath,
  opsThreadKey,
  replyToChat,
  sendChatImageAsOperator,
} from '../../api/chat';
import { useOpsToken } from '../../ops-session';
import { refreshChatList } from '../../use-ops-chat-socket';
import { customerName } from './customer-name';

/** The thread's calls for one conversation, and the list asked again once a read mark moved. */
function useConversationThread(id: string) {
  const fetchPage = useCallback(
    (before: string | undefined, signal?: AbortSignal) => getOpsChatHistory(id, before, signal),
    [id],
  );
  const markRead = useCallback((upTo: string) => markOpsChatRead(id, upTo).then(refreshChatList), [id]);
  return useChatThread({ queryKey: opsThreadKey(id), fetchPage, markRead, otherSide: 'CUSTOMER' });
}

/**
 * One conversation in the console: who it is with (a member's account leads to the member), the thread, the
 * answer box and closing; on a narrow screen, a way back to the list.
 */
export function ConversationView({
  conversation,
  onBack,
  onClosed,
}: {
  conversation: OpsChatConversation;
  onBack: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { id } = conversation;
  const name = customerName(t, conversation);
  const thread = useConversationThread(id);
  const [isBusy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const shownError = errorCode ?? thread.earlierError;
  const labelOf = (message: ChatMessage) =>
    message.sender === 'CUSTOMER' ? name : (message.operatorName ?? t('chat.support'));

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setErrorCode(null);
    try {
      await action();
      return true;
    } catch (error) {
      setErrorCode(failureCode(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const token = useOpsToken();
  const reply = (content: string | File) =>
    run(async () =>
      addToLatestPage(
        opsThreadKey(id),
        await (typeof content === 'string' ? replyToChat(id, content) : sendChatImageAsOperator(id, content)),
      ),
    );
  const renderImage = (message: ChatMessage) => (
    <ProtectedImage
      src={opsChatImagePath(id, message.id)}
      token={token}
      alt={t('chat.imageFrom', { who: labelOf(message) })}
    />
  );
  const close = () =>
    confirmAction(t('chat.ops.closeTitle', { name }), t('chat.ops.closeAsk'), () => {
      void run(() => closeChat(id).then(() => undefined)).then((isDone) => {
        if (!isDone) return;
        showToast(t('chat.ops.closed'));
        refreshChatList();
        onClosed();
      });
    });

  return (
    <section className="ops-chat__conversation" aria-label={t('chat.ops.conversationWith', { name })}>
      <header className="ops-chat__head">
        <Button
          size="sm"
          variant="ghost"
          icon="arrowLeft"
          iconOnly
          className="ops-chat__back"
          aria-label={t('chat.ops.back')}
          onClick={onBack}
        />
        <div className="ops-chat__head-text">
          <h2 className="ops-chat__title">{name}</h2>
          <p className="ops-chat__facts">
            <span>{conversation.csType}</span>
            {conversation.memberId ? (
              <Link to={`/ops/members/${conversation.memberId}`}>{t('chat.ops.memberLink')}</Link>
            ) : null}
          </p>
        </div>
        {conversation.status === 'OPEN' ? (
          <Button
            size="sm"
            variant="outline"
            icon="checkCircle"
            className="ops-chat__close"
            title={t('chat.ops.close')}
            disabled={isBusy}
            onClick={close}
          >
            <span className="ops-chat__close-label">{t('chat.ops.close')}</span>
          </Button>
        ) : (
          <StatusChip tone="neutral">{t('chat.ops.statuses.CLOSED')}</StatusChip>
        )}
      </header>
      {thread.latest.isError ? (
        <div className="ops-chat__state">
          <ErrorState compact error={thread.latest.error} onRetry={() => void thread.latest.refetch()} />
        </div>
      ) : thread.latest.isPending ? (
        <div className="ops-chat__state">
          <Skeleton height="12rem" radius="var(--radius-md)" />
        </div>
      ) : (
        <ChatThread
          messages={thread.messages}
          ownSide="OPERATOR"
          labelOf={labelOf}
          label={t('chat.messages')}
          hasMore={thread.hasMore}
          isLoadingEarlier={thread.isLoadingEarlier}
          onLoadEarlier={() => void thread.loadEarlier()}
          renderImage={renderImage}
        />
      )}
      {conversation.status === 'CLOSED' ? (
        <p className="chat-note">
          <Icon name="info" size={15} />
          <span>{t('chat.ops.closedNote')}</span>
        </p>
      ) : null}
      <ChatComposer
        label={t('chat.ops.replyLabel')}
        placeholder={t('chat.ops.replyPlaceholder')}
        onSend={reply}
        onSendImage={reply}
        isBusy={isBusy}
        error={shownError ? errorMessageForCode(t, shownError) : null}
      />
    </section>
  );
}
