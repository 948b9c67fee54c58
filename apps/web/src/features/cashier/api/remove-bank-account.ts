import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

/** Removes a payout account; like binding one, it needs the login password (S5). */
export async function removeBankAccount(id: string, password: string): Promise<void> {
  await apiRequest<Done>(`/wps/cashier/bank-accounts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: { password },
  });
}
