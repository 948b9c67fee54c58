import type { FeedbackStatus, OpsFeedbackPage, OpsFeedbackTicket } from '@playhall/contracts/feedback';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { OpsFeedbackTicket };

/** The support tickets in a status, ten to a page (open ones: the longest waiting first). */
export function feedbackQueueQueryOptions(status: FeedbackStatus, pageNo: number) {
  return queryOptions({
    queryKey: ['ops', 'feedback', 'queue', status, pageNo],
    queryFn: ({ signal }) =>
      opsRequest<OpsFeedbackPage>('/ops/api/feedback', { query: { status, pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export function feedbackTicketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['ops', 'feedback', 'ticket', id],
    queryFn: ({ signal }) =>
      opsRequest<OpsFeedbackTicket>(`/ops/api/feedback/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Answers a ticket (ANSWERED; the member is told in a platform message); audited. */
export function answerTicket(id: string, content: string): Promise<OpsFeedbackTicket> {
  return opsRequest<OpsFeedbackTicket>(`/ops/api/feedback/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    body: { content },
  });
}

/** Closes a ticket for good; audited. */
export function closeTicket(id: string): Promise<OpsFeedbackTicket> {
  return opsRequest<OpsFeedbackTicket>(`/ops/api/feedback/${encodeURIComponent(id)}/close`, {
    method: 'POST',
  });
}
