import type { LanguageCode } from '@playhall/contracts/languages';
import type { Banner } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getBanners(
  groupName: string,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<Banner[]> {
  return apiRequest<Banner[]>('/wps/system/banners', { query: { groupName, language }, signal });
}

export function bannersQueryOptions(groupName: string, language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'banners', groupName, language],
    queryFn: ({ signal }) => getBanners(groupName, language, signal),
    staleTime: 5 * 60_000,
  });
}
