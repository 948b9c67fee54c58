import type { zMemberMessage } from '@playhall/contracts/cashier';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type MemberMessage = z.infer<typeof zMemberMessage>;
export type MessagePage = { content: MemberMessage[]; totalPages: number };

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
