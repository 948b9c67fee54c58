import type { UnreadCount } from '@playhall/contracts/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type MessageChange =
  | { kind: 'read'; id: string }
  | { kind: 'readAll' }
  | { kind: 'delete'; id: string };

/** Reads one message, all of them, or deletes one; each answers what is still unread. */
export function changeMessages(change: MessageChange): Promise<UnreadCount> {
  switch (change.kind) {
    case 'read':
      return apiRequest<UnreadCount>(`/wps/member/messages/${change.id}/read`, { method: 'PUT' });
    case 'readAll':
      return apiRequest<UnreadCount>('/wps/member/messages/read', { method: 'PUT' });
    case 'delete':
      return apiRequest<UnreadCount>(`/wps/member/messages/${change.id}`, { method: 'DELETE' });
  }
}

/** Changes messages, then shows the list again and sets the unread badge (member menu, centre menu) at once. */
export function useChangeMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMessages,
    onSuccess: (unread) => {
      queryClient.setQueriesData<UnreadCount>({ queryKey: ['messages', 'unread'] }, unread);
      void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
    },
  });
}
