import type { FeedbackRules } from '@playhall/contracts/feedback';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge, ThreadPosts } from '@/centre/feedback-posts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { QueryView } from '@/components/ui/query-view';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { feedbackTicketQueryOptions, replyToTicket } from '../api/feedback';
import { PostForm } from './post-form';

/** One ticket: its thread, and the reply box while it is not closed (a closed ticket says so). */
export function FeedbackThread({ id, rules, onBack }: { id: string; rules: FeedbackRules; onBack(): void }) {
  const { t } = useTranslation();
  const query = useQuery(feedbackTicketQueryOptions(id));
  return (
    <section className="feedback-ticket" aria-label={t('feedback.ticketNo', { id })}>
      <div className="feedback-ticket__bar">
        <Button size="sm" variant="ghost" icon="chevronLeft" onClick={onBack}>
          {t('feedback.back')}
        </Button>
      </div>
      <QueryView query={query} skeletonHeight="16rem">
        {(ticket) => (
          <>
            <header className="feedback-ticket__head">
              <h3 className="feedback-ticket__title">
                {t('feedback.ticketNo', { id: ticket.id })} · {t(`feedback.types.${ticket.questionType}`)}
              </h3>
              <StatusBadge status={ticket.status} />
            </header>
            <ThreadPosts posts={ticket.posts} ownLabel={t('feedback.you')} />
            {ticket.status === 'CLOSED' ? (
              <FormAlert tone="info">{t('feedback.closedNote')}</FormAlert>
            ) : (
              <PostForm
                rules={rules}
                isReply
                send={(_type, content, files) => replyToTicket(ticket.id, content, files)}
                onSent={() => showToast(t('feedback.replied'))}
              />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
