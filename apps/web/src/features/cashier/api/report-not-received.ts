import type { Withdrawal } from '@playhall/contracts/cashier';
import { apiRequest } from '@/lib/api-client';

/** Reports a disbursed payout as not received, with one to three receipt images and an optional remark. */
export function reportNotReceived(id: string, files: readonly File[], remark: string): Promise<Withdrawal> {
  const formData = new FormData();
  // The remark first: the server reads the parts in order.
  if (remark.trim() !== '') formData.append('remark', remark.trim());
  for (const file of files) formData.append('files', file, file.name);
  return apiRequest<Withdrawal>(`/wps/cashier/withdrawals/${encodeURIComponent(id)}/not-received`, {
    method: 'POST',
    formData,
    timeoutMs: 60_000,
  });
}
