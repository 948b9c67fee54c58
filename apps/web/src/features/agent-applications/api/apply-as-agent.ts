import type { AgentApplication, AgentApplicationInput } from '@playhall/contracts/agent-applications';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { myApplicationQueryOptions } from './get-my-application';

/** Sends the application; the page's state then loads again (pending now). */
export async function applyAsAgent(input: AgentApplicationInput): Promise<AgentApplication> {
  const application = await apiRequest<AgentApplication>('/wps/member/agent-application', {
    method: 'POST',
    body: input,
  });
  await queryClient.invalidateQueries({ queryKey: myApplicationQueryOptions.queryKey });
  return application;
}
