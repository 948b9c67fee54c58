import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DepositChannel } from './types';

/** Deposit channels with their limits (bank transfer with the account to pay into, online gateways). */
export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return apiRequest<DepositChannel[]>('/wps/cashier/deposit/channels', { signal });
}

export const depositChannelsQueryOptions = queryOptions({
  queryKey: ['cashier', 'deposit-channels'],
  queryFn: ({ signal }) => getDepositChannels(signal),
  staleTime: 5 * 60_000,
});
