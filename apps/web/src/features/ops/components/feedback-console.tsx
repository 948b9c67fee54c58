import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, type FeedbackStatus } from '@playhall/contracts/feedback-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { StatusBadge, ThreadPosts } from '@/centre/feedback-posts';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, SegmentedTabs } from '@/components/ui/form-field';
import { Pager } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { QueryView } from '@/components/ui/query-view';
import { TextAreaField } from '@/components/ui/select-field';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import {
  answerTicket,
  closeTicket,
  feedbackQueueQueryOptions,
  feedbackTicketQueryOptions,
  type OpsFeedbackTicket,
} from '../api/feedback';
import { useOpsToken } from '../ops-session';
import { useOpsAction } from '../use-ops-action';
import './feedback-console.css';

/** One ticket in the console: the thread, the answer box and closing (both gone once it is closed). */
function TicketView({ ticket }: { ticket: OpsFeedbackTicket }) {
  const { t } = useTranslation();
  const token = useOpsToken();
  const action = useOpsAction();
  const [answer, setAnswer] = useState('');
  const send = () =>
    void action
      .run(() => answerTicket(ticket.id, answer))
      .then((done) => {
        if (!done) return;
        setAnswer('');
        showToast(t('feedback.ops.answered'));
      });
  const close = () =>
    confirmAction(
      t('feedback.ops.closeTitle', { id: ticket.id }),
      t('feedback.ops.closeAsk', { account: ticket.account }),
      () =>
        void action
          .run(() => closeTicket(ticket.id))
          .then((done) => {
            if (done) showToast(t('feedback.ops.closed'));
          }),
    );
  return (
    <section className="ops-feedback-ticket" aria-label={t('feedback.ticketNo', { id: ticket.id })}>
      <header className="ops-feedback-ticket__head">
        <div>
          <h3 className="ops-feedback-ticket__title">
            {t('feedback.ticketNo', { id: ticket.id })} · {t(`feedback.types.${ticket.questionType}`)}
          </h3>
          <p className="ops-note">
            {ticket.account} · <TimeText iso={ticket.createdAt} />
          </p>
        </div>
        <StatusBadge status={ticket.status} />
      </header>
      <ThreadPosts posts={ticket.posts} ownLabel={ticket.account} token={token} />
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
      {ticket.status === 'CLOSED' ? (
        <FormAlert tone="info">{t('feedback.closedNote')}</FormAlert>
      ) : (
        <Form className="form ops-feedback-ticket__answer" onSubmit={send}>
          <TextAreaField
            label={t('feedback.ops.answerLabel')}
            value={answer}
            onChange={setAnswer}
            maxLength={FEEDBACK_LIMITS.operatorReplyMax}
            counterLabel={`${answer.length} / ${FEEDBACK_LIMITS.operatorReplyMax}`}
            rows={4}
          />
          <p className="ops-note">{t('feedback.ops.answerHint')}</p>
          <div className="ops-feedback-ticket__actions">
            <Button type="button" variant="ghost" icon="close" disabled={action.isBusy} onClick={close}>
              {t('feedback.ops.close')}
            </Button>
            <Button type="submit" variant="gold" icon="send" disabled={action.isBusy || answer.trim() === ''}>
              {t('feedback.ops.answer')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

/** The chosen ticket; on a narrow screen, where the thread sits under the queue, it is scrolled into view. */
function OpenTicket({ id }: { id: string }) {
  const query = useQuery(feedbackTicketQueryOptions(id));
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.matchMedia('(max-width: 900px)').matches) place.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={place} className="ops-feedback__open">
      <QueryView query={query} skeletonHeight="18rem">
        {(ticket) => <TicketView ticket={ticket} />}
      </QueryView>
    </div>
  );
}

/**
 * The console's support tickets (issue 17): the queue by status (open ones, the longest waiting first), a ticket's
 * thread with the member's images, the answer (the member is told in a platform message) and closing; audited.
 */
export function FeedbackConsole() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus>('OPEN');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useQuery(feedbackQueueQueryOptions(status, page));
  return (
    <div className="ops-feedback">
      <Panel icon="headset" title={t('feedback.ops.queueTitle')} className="ops-feedback__queue">
        <SegmentedTabs<FeedbackStatus>
          label={t('feedback.ops.statusLabel')}
          options={FEEDBACK_STATUSES.map((value) => ({ value, label: t(`feedback.ops.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <QueryView query={query} skeletonHeight="16rem">
          {(data) =>
            data.content.length === 0 ? (
              <StatePanel compact icon="checkCircle" title={t('feedback.ops.queueEmpty')} />
            ) : (
              <ul className="ops-feedback__list">
                {data.content.map((ticket) => (
                  <li key={ticket.id}>
                    <button
                      type="button"
                      className={`ops-feedback__item${ticket.id === openId ? ' ops-feedback__item--open' : ''}`}
                      aria-current={ticket.id === openId ? true : undefined}
                      onClick={() => setOpenId(ticket.id)}
                    >
                      <span className="ops-feedback__item-top">
                        <strong>{ticket.account}</strong>
                        <span>{t(`feedback.types.${ticket.questionType}`)}</span>
                      </span>
                      <span className="ops-feedback__excerpt">{ticket.excerpt}</span>
                      <TimeText className="ops-note" iso={ticket.updatedAt} />
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
        <Pager page={page} totalPages={query.data?.totalPages ?? 0} onChange={setPage} />
      </Panel>
      <Panel icon="mail" title={t('feedback.ops.thread')} className="ops-feedback__thread">
        {openId ? (
          <OpenTicket key={openId} id={openId} />
        ) : (
          <StatePanel compact icon="headset" title={t('feedback.ops.pick')} />
        )}
      </Panel>
    </div>
  );
}
