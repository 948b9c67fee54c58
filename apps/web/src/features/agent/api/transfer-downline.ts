import type { DownlineTransferred, TransferDownlineRequest } from '@playhall/contracts/agent-accounts';
import { apiRequest } from '@/lib/api-client';

/** Sends money to a direct downline; the same request id again never moves money twice. */
export function transferToDownline(request: TransferDownlineRequest): Promise<DownlineTransferred> {
  return apiRequest<DownlineTransferred>('/wps/agent/transfer-downline', { method: 'POST', body: request });
}
