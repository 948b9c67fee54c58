import { opsRequest } from './ops-request';

/** Confirms a bank-transfer deposit: the member is credited once. */
export async function confirmDeposit(id: string): Promise<void> {
  await opsRequest(`/ops/api/deposits/${encodeURIComponent(id)}/confirm`, { method: 'POST' });
}
