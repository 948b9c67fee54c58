import type { OpsChatConversation } from '@playhall/contracts/chat';
import { CHAT_STATUSES, type ChatStatus } from '@playhall/contracts/chat-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChatConnection } from '@/centre/chat-connection';
import { SegmentedTabs } from '@/components/ui/form-field';
import { QueryView } from '@/components/ui/query-view';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { opsChatListQueryOptions } from '../../api/chat';
import { useOpsChatSocket } from '../../use-ops-chat-socket';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import './chat-console.css';

/**
 * The console's live chat (issue 17): the inbox of open or closed conversations beside the chosen one's thread,
 * live over the console's socket; on a narrow screen the list, then the thread with a way back.
 */
export function ChatConsole() {
  const { t } = useTranslation();
  const connection = useOpsChatSocket();
  const [status, setStatus] = useState<ChatStatus>('OPEN');
  const [chosen, setChosen] = useState<OpsChatConversation | null>(null);
  const list = useQuery(opsChatListQueryOptions(status));
  // The list's copy is the fresh one; a conversation that left the list (closed) stays open as it was chosen.
  const open = chosen ? (list.data?.conversations.find((item) => item.id === chosen.id) ?? chosen) : null;

  return (
    <div className="ops-chat" data-view={open ? 'thread' : 'list'}>
      <section className="ops-chat__inbox" aria-label={t('chat.ops.listTitle')}>
        <header className="ops-chat__inbox-head">
          <h2 className="ops-chat__inbox-title">{t('chat.ops.listTitle')}</h2>
          <ChatConnection state={connection} />
        </header>
        <SegmentedTabs<ChatStatus>
          label={t('chat.ops.statusLabel')}
          options={CHAT_STATUSES.map((value) => ({ value, label: t(`chat.ops.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setChosen(null);
          }}
        />
        <div className="ops-chat__scroll">
          <QueryView query={list} skeletonHeight="16rem">
            {(data) => (
              <ConversationList
                conversations={data.conversations}
                openId={open?.id ?? null}
                onOpen={setChosen}
              />
            )}
          </QueryView>
        </div>
      </section>
      <div className="ops-chat__pane">
        {open ? (
          <ConversationView
            key={open.id}
            conversation={open}
            onBack={() => setChosen(null)}
            onClosed={() => setChosen({ ...open, status: 'CLOSED' })}
          />
        ) : (
          <div className="ops-chat__pick">
            <StatePanel compact icon="headset" title={t('chat.ops.pick')} />
          </div>
        )}
      </div>
    </div>
  );
}
