import type { LanguageCode } from '@playhall/contracts/languages';
import type { Notice } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Notices for the home marquee: every type, web platform, execution B (visitors) per portal-shell spec §7. */
export const HOME_NOTICE_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const;

export function getNotices(language: LanguageCode, signal?: AbortSignal): Promise<Notice[]> {
  return apiRequest<Notice[]>('/wps/system/notices', { query: { ...HOME_NOTICE_QUERY, language }, signal });
}

export function noticesQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'notices', HOME_NOTICE_QUERY.execution, language],
    queryFn: ({ signal }) => getNotices(language, signal),
    staleTime: 5 * 60_000,
  });
}
