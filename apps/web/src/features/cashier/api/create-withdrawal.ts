import type { Withdrawal } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';

export type CreateWithdrawalInput = {
  bankAccountId: string;
  amount: string;
  /** Six digits. */
  paymentPassword: string;
  requestId: string;
};

/** Requests a withdrawal: the amount is held until it is paid or refused. */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<Withdrawal> {
  return apiRequest<Withdrawal>('/wps/cashier/withdrawals', { method: 'POST', body: input });
}
