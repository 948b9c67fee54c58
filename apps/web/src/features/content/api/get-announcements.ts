import type { AnnouncementItem } from '@playhall/contracts/announcements';
import { PAGE_SIZE } from '@playhall/contracts/constants';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { NumberedPage } from '@playhall/contracts/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whose announcements a list shows (spec §4): a logged-in user's or an anonymous visitor's. */
export type VisitorClass = 'user' | 'anonymous';

/** /announce: the announcements of the caller's class, newest first, nine to a page (the session decides the class). */
export function getAnnouncements(
  pageNo: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<NumberedPage<AnnouncementItem>> {
  return apiRequest<NumberedPage<AnnouncementItem>>('/wps/system/announcements', {
    query: { pageNo, pageSize: PAGE_SIZE.announcements, language },
    signal,
  });
}

export function announcementsQueryOptions(pageNo: number, language: LanguageCode, visitor: VisitorClass) {
  return queryOptions({
    queryKey: ['content', 'announcements', visitor, language, pageNo],
    queryFn: ({ signal }) => getAnnouncements(pageNo, language, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
