import { opsRequest } from './ops-request';

/** Rejects a withdrawal with its reason; the held amount goes back to the member. */
export async function rejectWithdrawal(id: string, reason: string): Promise<void> {
  await opsRequest(`/ops/api/withdrawals/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}
