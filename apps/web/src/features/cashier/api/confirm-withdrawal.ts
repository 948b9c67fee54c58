import type { ConfirmWithdrawal, Withdrawal } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';

/** Received (all, or part with the amount that arrived so far) or full payment. */
export type Confirmation = ConfirmWithdrawal;

/** Confirms a disbursed payout. */
export function confirmWithdrawal(id: string, confirmation: Confirmation): Promise<Withdrawal> {
  return apiRequest<Withdrawal>(`/wps/cashier/withdrawals/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: confirmation,
  });
}
