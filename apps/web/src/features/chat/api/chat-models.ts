import type { ChatModel, ChatModels } from '@playhall/contracts/chat';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's customer-service entries as launch points (spec §7 live model list), each with its chatUrl. */
export const chatModelsQueryOptions = queryOptions({
  queryKey: ['chat', 'models'],
  queryFn: ({ signal }) =>
    apiRequest<ChatModels>('/wps/chat/models', { signal }).then((answer) => answer.models),
  staleTime: 5 * 60_000,
});

/** The entry to launch (spec §7 chat launch): the requested csType, else the brand's first, else the live chat. */
export function chatLaunchQueryOptions(csType: string | undefined) {
  return queryOptions({
    queryKey: ['chat', 'launch', csType ?? ''],
    queryFn: ({ signal }) => apiRequest<ChatModel>('/wps/chat/launch', { query: { csType }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The csType a built-in chat's address names (`/chat?cs=…`), or undefined for any other address. */
export function chatCsTypeOf(model: ChatModel): string | undefined {
  if (model.kind !== 'CHAT') return undefined;
  return new URL(model.chatUrl, window.location.origin).searchParams.get('cs') ?? undefined;
}
