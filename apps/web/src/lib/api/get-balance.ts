import type { Balance } from '@playhall/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * The main wallet balance (portal-shell spec §2): the header shows it and the cashier pages refresh it. Every
 * wallet query shares the `wallet` key, so one invalidation after a money movement refreshes them all.
 */
export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return apiRequest<Balance>('/wps/v2/wallets/balance', { signal });
}

export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'balance', token],
    queryFn: ({ signal }) => getBalance(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** After money moved: the balance, the wallets and the records of this session load again. */
export const WALLET_QUERY_KEY = ['wallet'] as const;
