import { opsRequest } from './ops-request';

/** A second operator approves an adjustment another asked for: the ledger moves. */
export async function approveAdjustment(id: string): Promise<void> {
  await opsRequest(`/ops/api/adjustments/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

/** Rejects a waiting adjustment with its reason; no money moves. */
export async function rejectAdjustment(id: string, reason: string): Promise<void> {
  await opsRequest(`/ops/api/adjustments/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}
