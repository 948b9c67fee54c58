import { WINNER_CAROUSEL } from '@playhall/contracts/constants';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { Winner } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { Winner };

/** The winner board (spec §7: gameCategory ALL, language, limitNum 50 on home). */
export function getWinners(language: LanguageCode, signal?: AbortSignal): Promise<Winner[]> {
  return apiRequest<Winner[]>('/lgw/games/winners', {
    query: { gameCategory: 'ALL', language, limitNum: WINNER_CAROUSEL.homeLimit },
    signal,
  });
}

export function winnersQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) => getWinners(language, signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
