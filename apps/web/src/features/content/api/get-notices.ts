import type { LanguageCode } from '@playhall/contracts/languages';
import type { Notice } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Notices for the home marquee: every type, web platform, execution B (visitors) per portal-shell spec §7. */
export const HOME_NOTICE_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const;

/**
 * Whose notices (spec §4): B an anonymous visitor's (and the marquee's), A a logged-in user's, `A,F` a user's on
 * the first login.
 */
export type NoticeExecutions = 'B' | 'A' | 'A,F';

export function getNotices(
  language: LanguageCode,
  execution: NoticeExecutions,
  signal?: AbortSignal,
): Promise<Notice[]> {
  return apiRequest<Notice[]>('/wps/system/notices', {
    query: { ...HOME_NOTICE_QUERY, execution, language },
    signal,
  });
}

export function noticesQueryOptions(language: LanguageCode, execution: NoticeExecutions = 'B') {
  return queryOptions({
    queryKey: ['content', 'notices', execution, language],
    queryFn: ({ signal }) => getNotices(language, execution, signal),
    staleTime: 5 * 60_000,
  });
}
