import type { AnnouncementItem } from '@playhall/contracts/announcements';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { NumberedPage } from '@playhall/contracts/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { AnnouncementItem };
export type AgentAnnouncementPage = NumberedPage<AnnouncementItem>;

/** agentAnnouncement: the announcements for agents, newest first, in the agent's language. */
export function getAgentAnnouncements(
  pageNo: number,
  pageSize: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<AgentAnnouncementPage> {
  return apiRequest<AgentAnnouncementPage>('/wps/agent/announcements', {
    query: { pageNo, pageSize, language },
    signal,
  });
}

export function agentAnnouncementsQueryOptions(pageNo: number, pageSize: number, language: LanguageCode) {
  return queryOptions({
    queryKey: ['agent', 'announcements', language, pageNo, pageSize],
    queryFn: ({ signal }) => getAgentAnnouncements(pageNo, pageSize, language, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
