import type { TransferUpline, UplineTransfer } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';

export type UplineTransferInput = TransferUpline;
export type { UplineTransfer };

/** Sends money to the member's direct upline agent. */
export function transferUpline(input: UplineTransferInput): Promise<UplineTransfer> {
  return apiRequest<UplineTransfer>('/wps/cashier/transfer-upline', { method: 'POST', body: input });
}
