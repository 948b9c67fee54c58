import type { Deposit } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';

export type CreateDepositInput = {
  channelId: string;
  amount: string;
  requestId: string;
  /** Bank transfer: the name or reference the member's transfer carries. */
  payerReference?: string;
};

/** Starts a deposit: a bank transfer waits for the cashier; an online one answers the gateway's page. */
export function createDeposit(input: CreateDepositInput): Promise<Deposit> {
  return apiRequest<Deposit>('/wps/cashier/deposits', { method: 'POST', body: input });
}
