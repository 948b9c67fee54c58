import type { AcceptancePreview } from '@playhall/contracts/agent-contracts';
import { apiRequest } from '@/lib/api-client';

/** The contracts given in the agent's team that accepting this offer would end (the confirmation lists them). */
export function getAcceptance(contractId: string): Promise<AcceptancePreview> {
  return apiRequest<AcceptancePreview>(`/wps/agent/contracts/${encodeURIComponent(contractId)}/acceptance`);
}
