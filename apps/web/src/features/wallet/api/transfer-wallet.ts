import type { TransferRequest } from '@playhall/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import type { TransferResult } from './types';

export type TransferInput = TransferRequest;

/** Moves money between the main wallet and a vendor wallet; the request id makes a retry harmless. */
export function transferWallet(input: TransferInput): Promise<TransferResult> {
  return apiRequest<TransferResult>('/wps/v2/wallets/transfer', { method: 'POST', body: input });
}
