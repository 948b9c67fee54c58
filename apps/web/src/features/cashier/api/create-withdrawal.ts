import type { CreateWithdrawal, Withdrawal } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';

export type CreateWithdrawalInput = CreateWithdrawal;

/** Requests a withdrawal: the amount is held until it is paid or refused. */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<Withdrawal> {
  return apiRequest<Withdrawal>('/wps/cashier/withdrawals', { method: 'POST', body: input });
}
