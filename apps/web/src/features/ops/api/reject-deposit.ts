import { opsRequest } from './ops-request';

/** Rejects a deposit with the reason the member will read (3 to 200 characters). */
export async function rejectDeposit(id: string, reason: string): Promise<void> {
  await opsRequest(`/ops/api/deposits/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}
