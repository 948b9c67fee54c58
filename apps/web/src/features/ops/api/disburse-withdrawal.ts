import { opsRequest } from './ops-request';

/** Records that the payout went out: the member is asked to confirm receipt. */
export async function disburseWithdrawal(id: string): Promise<void> {
  await opsRequest(`/ops/api/withdrawals/${encodeURIComponent(id)}/disburse`, { method: 'POST' });
}
