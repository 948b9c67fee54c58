import type { AgentInvitation } from '@playhall/contracts/agent-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The agent's invitation code, the brand domain and the registration link with the code. */
export function getInvitation(signal?: AbortSignal): Promise<AgentInvitation> {
  return apiRequest<AgentInvitation>('/wps/agent/affiliate/mine', { signal });
}

export const invitationQueryOptions = queryOptions({
  queryKey: ['agent', 'invitation'],
  queryFn: ({ signal }) => getInvitation(signal),
  // The code never changes once given; the domain only when an operator moves the brand.
  staleTime: 10 * 60_000,
});

export function useInvitation() {
  return useQuery(invitationQueryOptions);
}
