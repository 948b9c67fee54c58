import type { MemberMessage } from '@playhall/contracts/inbox';
import type { Page } from '@playhall/contracts/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { MemberMessage };
export type MessagePage = Page<MemberMessage>;

/** Platform messages, newest first (deposit credited or failed, withdrawal approved, rejected, disbursed). */
export function getMessages(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<MessagePage> {
  return apiRequest<MessagePage>('/wps/member/messages', { query: { pageNo, pageSize }, signal });
}

export function messagesQueryOptions(pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['messages', 'list', pageNo, pageSize],
    queryFn: ({ signal }) => getMessages(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
