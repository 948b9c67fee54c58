import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Unread platform messages (the count on "platform messages" in the member menu). Not for trial accounts. */
export function getUnreadCount(signal?: AbortSignal): Promise<{ count: number }> {
  return apiRequest<{ count: number }>('/wps/member/messages/unread', { signal });
}

export function unreadCountQueryOptions(token: string | null, isEnabled: boolean) {
  return queryOptions({
    queryKey: ['messages', 'unread', token],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: token !== null && isEnabled,
    staleTime: 30_000,
    // New messages arrive when an operator or the gateway settles something: look again now and then.
    refetchInterval: 60_000,
  });
}
