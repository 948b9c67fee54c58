import type { LanguageCode } from '@playhall/contracts/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Where a lottery page launches: the area and prize mode of spec §7 and §9 (prize modes LOTT, ZY, ELOTT, SEA). */
export type LotteryArea = { lottoArea: 'VN' | 'SEA' | 'CN'; prizeMode: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA' };

export type LotteryLaunchRequest = LotteryArea & {
  gameCode: string;
  launchMode: 'LOTT' | 'ELOTT';
  device: 'PC' | 'MOBILE';
  backUrl: string;
  language: LanguageCode;
};

export function launchLottery(request: LotteryLaunchRequest, signal?: AbortSignal): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('/wps/game/lottery/launch', { query: request, signal });
}

export function lotteryLaunchQueryOptions(request: LotteryLaunchRequest) {
  return queryOptions({
    queryKey: ['games', 'lottery-launch', request],
    queryFn: ({ signal }) => launchLottery(request, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Kept briefly for the game page that is opening; the game page drops it when it closes.
    gcTime: 60_000,
    retry: false,
  });
}

/** The lottery pages and what each launches (spec §2 routes; §9 prize modes). */
export type LotteryPageName = 'lottery' | 'vnLottery' | 'seaLottery' | 'sealottery';

export function lotteryAreaFor(page: LotteryPageName, launchMode: 'LOTT' | 'ELOTT'): LotteryArea {
  if (page === 'vnLottery') return { lottoArea: 'VN', prizeMode: 'LOTT' };
  if (page === 'seaLottery' || page === 'sealottery') return { lottoArea: 'SEA', prizeMode: 'SEA' };
  return { lottoArea: 'VN', prizeMode: launchMode === 'ELOTT' ? 'ELOTT' : 'LOTT' };
}
