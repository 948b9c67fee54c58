import type { CreateDeposit, Deposit } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';

export type CreateDepositInput = CreateDeposit;

/** Starts a deposit: a bank transfer waits for the cashier; an online one answers the gateway's page. */
export function createDeposit(input: CreateDepositInput): Promise<Deposit> {
  return apiRequest<Deposit>('/wps/cashier/deposits', { method: 'POST', body: input });
}
