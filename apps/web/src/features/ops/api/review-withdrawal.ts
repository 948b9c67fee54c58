import { opsRequest } from './ops-request';

/** Marks a withdrawal reviewed (large amounts then need another operator's approval). */
export async function reviewWithdrawal(id: string): Promise<void> {
  await opsRequest(`/ops/api/withdrawals/${encodeURIComponent(id)}/review`, { method: 'POST' });
}
