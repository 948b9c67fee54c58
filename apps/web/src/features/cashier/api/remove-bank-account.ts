import { apiRequest } from '../../../lib/api-client';

/** Removes a payout account. */
export async function removeBankAccount(id: string): Promise<void> {
  await apiRequest<Record<string, never>>(`/wps/cashier/bank-accounts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}
