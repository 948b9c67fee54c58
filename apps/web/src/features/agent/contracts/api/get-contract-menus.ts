import type { ConsolidatedFunds, ContractMenus } from '@playhall/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The consolidated funds call, for its contract flags (spec §4 "Agent menu visibility"): which of the dividend and
 * salary record pages the agent menu lists. Trial accounts skip it (spec §4), and never reach the agent centre.
 */
export function getContractMenus(signal?: AbortSignal): Promise<ContractMenus> {
  return apiRequest<ConsolidatedFunds>('/wps/member/info/funds/consolidated', { signal }).then(
    (funds) => funds.contracts,
  );
}

export function contractMenusQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['agent', 'contracts', 'menus', token],
    queryFn: ({ signal }) => getContractMenus(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
