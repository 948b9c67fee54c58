import type { Launch, LotteryLaunchQuery } from '@playhall/contracts/lobby';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Where a lottery page launches: the area and prize mode of spec §7 and §9 (prize modes LOTT, ZY, ELOTT, SEA). */
export type LotteryArea = Required<Pick<LotteryLaunchQuery, 'lottoArea' | 'prizeMode'>>;

/** The lottery launch query, every field given. */
export type LotteryLaunchRequest = Required<LotteryLaunchQuery>;

export function launchLottery(request: LotteryLaunchRequest, signal?: AbortSignal): Promise<Launch> {
  return apiRequest<Launch>('/wps/game/lottery/launch', { query: request, signal });
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
