import type { LanguageCode } from '@playhall/contracts/languages';
import type { VnRegion } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { VnRegion };

/** The Vietnam lottery menu (spec §7): the provinces' draws by region. */
export function getVnLotteryMenu(language: LanguageCode, signal?: AbortSignal): Promise<VnRegion[]> {
  return apiRequest<VnRegion[]>('/lgw/vn/games/game_menu', { query: { language }, signal });
}

export function vnLotteryMenuQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['games', 'vn-menu', language],
    queryFn: ({ signal }) => getVnLotteryMenu(language, signal),
    staleTime: 5 * 60_000,
  });
}
