import { opsRequest } from './ops-request';

/** Approves a withdrawal. */
export async function approveWithdrawal(id: string): Promise<void> {
  await opsRequest(`/ops/api/withdrawals/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}
