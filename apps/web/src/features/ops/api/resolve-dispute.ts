import { opsRequest } from './ops-request';

/** Ends a "not received" dispute: paid after all, or refunded to the member. */
export async function resolveDispute(id: string, outcome: 'PAID' | 'REFUND'): Promise<void> {
  await opsRequest(`/ops/api/withdrawals/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: { outcome },
  });
}
