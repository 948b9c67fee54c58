import { apiRequest } from '@/lib/api-client';

export type UplineTransferInput = { amount: string; paymentPassword: string; requestId: string };
export type UplineTransfer = { transactionId: string; uplineAccount: string; balance: string };

/** Sends money to the member's direct upline agent. */
export function transferUpline(input: UplineTransferInput): Promise<UplineTransfer> {
  return apiRequest<UplineTransfer>('/wps/cashier/transfer-upline', { method: 'POST', body: input });
}
