import { apiRequest } from '@/lib/api-client';
import type { TransferResult } from './types';

/** Brings every vendor wallet back to the main wallet. */
export function transferAllToMain(requestId: string): Promise<TransferResult> {
  return apiRequest<TransferResult>('/wps/v2/wallets/transfer/all', { method: 'POST', body: { requestId } });
}
