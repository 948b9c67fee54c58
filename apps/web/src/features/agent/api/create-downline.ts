import type { CreateDownlineRequest, DownlineCreated } from '@playhall/contracts/agent-accounts';
import { apiRequest } from '@/lib/api-client';

/** registerCenter: opens a player or sub-agent account directly under the agent (sealed body: passwords). */
export function createDownline(request: CreateDownlineRequest): Promise<DownlineCreated> {
  return apiRequest<DownlineCreated>('/wps/agent/downlines', { method: 'POST', body: request, sealed: true });
}
