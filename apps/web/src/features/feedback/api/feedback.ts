import type {
  FeedbackList,
  FeedbackQuestionType,
  FeedbackSummary,
  FeedbackTicket,
} from '@playhall/contracts/feedback';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export type { FeedbackList, FeedbackSummary, FeedbackTicket };

const UPLOAD_TIMEOUT_MS = 60_000;

/** The member's tickets, latest activity first, with the brand's rules for the form (word bounds, images). */
export function feedbackListQueryOptions(pageNo: number, pageSize = 10) {
  return queryOptions({
    queryKey: ['feedback', 'list', pageNo, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<FeedbackList>('/wps/feedback', { query: { pageNo, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** One ticket's thread; polled while it is open, so an answer shows without a reload. */
export function feedbackTicketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['feedback', 'ticket', id],
    queryFn: ({ signal }) =>
      apiRequest<FeedbackTicket>(`/wps/feedback/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: 60_000,
  });
}

function postForm(content: string, files: readonly File[], questionType?: FeedbackQuestionType) {
  const formData = new FormData();
  if (questionType) formData.append('questionType', questionType);
  formData.append('content', content.trim());
  for (const file of files) formData.append('files', file, file.name);
  return formData;
}

/** After a post, the list and the thread show what is true now. */
function settled(ticket: FeedbackTicket): FeedbackTicket {
  queryClient.setQueryData(['feedback', 'ticket', ticket.id], ticket);
  void queryClient.invalidateQueries({ queryKey: ['feedback', 'list'] });
  return ticket;
}

/** Files a ticket (multipart: questionType, content, files). */
export async function fileTicket(
  questionType: FeedbackQuestionType,
  content: string,
  files: readonly File[],
): Promise<FeedbackTicket> {
  const ticket = await apiRequest<FeedbackTicket>('/wps/feedback', {
    method: 'PUT',
    formData: postForm(content, files, questionType),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return settled(ticket);
}

/** Follows a ticket up: it is open again until an operator answers. */
export async function replyToTicket(
  id: string,
  content: string,
  files: readonly File[],
): Promise<FeedbackTicket> {
  const ticket = await apiRequest<FeedbackTicket>(`/wps/feedback/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    formData: postForm(content, files),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return settled(ticket);
}
