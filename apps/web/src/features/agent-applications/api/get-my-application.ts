import type { MyAgentApplication } from '@playhall/contracts/agent-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The member's latest agent application, whether it may apply now, and its invitation code once an agent. */
export function getMyApplication(signal?: AbortSignal): Promise<MyAgentApplication> {
  return apiRequest<MyAgentApplication>('/wps/member/agent-application', { signal });
}

export const myApplicationQueryOptions = queryOptions({
  queryKey: ['agent-application', 'mine'],
  queryFn: ({ signal }) => getMyApplication(signal),
  staleTime: 15_000,
  // A decision arrives while the page is open: look again now and then, as the messages do.
  refetchInterval: 30_000,
});

export function useMyApplication() {
  return useQuery(myApplicationQueryOptions);
}
