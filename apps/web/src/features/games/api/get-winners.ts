import { WINNER_CAROUSEL } from '@playhall/contracts/constants';
import type { GameCategory } from '@playhall/contracts/games';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { Winner } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { Winner };
export type WinnerCategory = 'ALL' | GameCategory;

/** The winner board (spec §7: gameCategory ALL, language, limitNum 50 on home). */
export function getWinners(
  language: LanguageCode,
  category: WinnerCategory,
  signal?: AbortSignal,
): Promise<Winner[]> {
  return apiRequest<Winner[]>('/lgw/games/winners', {
    query: { gameCategory: category, language, limitNum: WINNER_CAROUSEL.homeLimit },
    signal,
  });
}

/** Every category's wins (the home's carousel), or one category's (the winner list). */
export function winnersQueryOptions(language: LanguageCode, category: WinnerCategory = 'ALL') {
  return queryOptions({
    queryKey: ['games', 'winners', language, category],
    queryFn: ({ signal }) => getWinners(language, category, signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
