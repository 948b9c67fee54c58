import type { FeedbackSummary } from '@playhall/contracts/feedback';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusBadge } from '@/centre/feedback-posts';
import { Pager } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { type FeedbackList, feedbackListQueryOptions, fileTicket } from '../api/feedback';
import { FeedbackThread } from './feedback-thread';
import { PostForm } from './post-form';
import './feedback.css';

/** The member's tickets: type, first words, status, last activity; a new answer is marked. */
function TicketList({ list, onOpen }: { list: FeedbackList; onOpen(id: string): void }) {
  const { t } = useTranslation();
  if (list.tickets.content.length === 0) {
    return (
      <StatePanel compact icon="headset" title={t('feedback.empty')} description={t('feedback.emptyBody')} />
    );
  }
  return (
    <ul className="feedback-tickets">
      {list.tickets.content.map((ticket: FeedbackSummary) => (
        <li key={ticket.id}>
          <button
            type="button"
            className={`feedback-tickets__item${ticket.hasReply ? ' feedback-tickets__item--reply' : ''}`}
            onClick={() => onOpen(ticket.id)}
          >
            <span className="feedback-tickets__top">
              <span className="feedback-tickets__type">
                {t('feedback.ticketNo', { id: ticket.id })} · {t(`feedback.types.${ticket.questionType}`)}
              </span>
              {ticket.hasReply ? (
                <span className="feedback-tickets__new">{t('feedback.newReply')}</span>
              ) : null}
              <StatusBadge status={ticket.status} />
            </span>
            <span className="feedback-tickets__excerpt">{ticket.excerpt}</span>
            <TimeText className="feedback-tickets__time" iso={ticket.updatedAt} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The form of a new ticket, and the member's tickets under it. */
function Overview({
  list,
  page,
  onPage,
  onOpen,
}: {
  list: FeedbackList;
  page: number;
  onPage(page: number): void;
  onOpen(id: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="feedback-overview">
      <section className="feedback-overview__form" aria-labelledby="feedback-new">
        <h3 id="feedback-new" className="feedback-overview__heading">
          {t('feedback.newTitle')}
        </h3>
        <PostForm
          rules={list.rules}
          isReply={false}
          send={fileTicket}
          onSent={(ticket) => {
            showToast(t('feedback.filed'));
            onOpen(ticket.id);
          }}
        />
      </section>
      <section className="feedback-overview__list" aria-labelledby="feedback-mine">
        <h3 id="feedback-mine" className="feedback-overview__heading">
          {t('feedback.ticketsTitle')}
        </h3>
        <TicketList list={list} onOpen={onOpen} />
        <Pager page={page} totalPages={list.tickets.totalPages} onChange={onPage} />
      </section>
    </div>
  );
}

/**
 * feedback (member-and-agent-centres spec §3, §7): a support ticket's form (question type, content within the
 * brand's word bounds, up to three images), the member's tickets with their status, and a ticket's thread with the
 * team's answers and a reply box.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery(feedbackListQueryOptions(page));
  return (
    <Panel icon="headset" title={t('feedback.title')} description={t('feedback.body')}>
      <QueryView query={query} skeletonHeight="22rem">
        {(list) =>
          openId ? (
            <FeedbackThread id={openId} rules={list.rules} onBack={() => setOpenId(null)} />
          ) : (
            <Overview list={list} page={page} onPage={setPage} onOpen={setOpenId} />
          )
        }
      </QueryView>
    </Panel>
  );
}
