import type { Wallet } from '@playhall/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The main wallet and one per transfer-wallet vendor, with balances (GET /wps/v2/wallets/merchant). */
export function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  return apiRequest<Wallet[]>('/wps/v2/wallets/merchant', { query: { isSingle: false }, signal });
}

export const walletsQueryOptions = queryOptions({
  queryKey: ['wallet', 'merchant'],
  queryFn: ({ signal }) => getWallets(signal),
  staleTime: 15_000,
});
