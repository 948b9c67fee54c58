import type { AgentApplicationApproved, OpsAgentApplication } from '@playhall/contracts/agent-applications';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

/** Agent applications waiting for a decision, oldest first. */
export function getAgentApplications(signal?: AbortSignal): Promise<OpsAgentApplication[]> {
  return opsRequest<OpsAgentApplication[]>('/ops/api/agent-applications', { signal });
}

export const agentApplicationsQueryOptions = queryOptions({
  queryKey: ['ops', 'agent-applications'],
  queryFn: ({ signal }) => getAgentApplications(signal),
  staleTime: 5_000,
  refetchInterval: 30_000,
});

/** Makes the member an agent under its upline, with an invitation code; decided once. */
export function approveAgentApplication(id: string): Promise<AgentApplicationApproved> {
  return opsRequest<AgentApplicationApproved>(
    `/ops/api/agent-applications/${encodeURIComponent(id)}/approve`,
    {
      method: 'POST',
    },
  );
}

/** Rejects with the reason the member reads (3 to 200 characters); the member may apply again. */
export async function rejectAgentApplication(id: string, reason: string): Promise<void> {
  await opsRequest(`/ops/api/agent-applications/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}
