import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { opsAgentApplicationRoutes } from '../modules/agent-applications/ops-routes';
import { agentApplicationRoutes } from '../modules/agent-applications/routes';
import { createAgentApplications } from '../modules/agent-applications/service';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import type { Authenticator } from '../modules/session/authenticate';

export type AgentApplicationsWiring = {
  database: Database;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
};

/** Becoming an agent: the member's application and the operator console's queue of them. */
export async function registerAgentApplications(
  app: FastifyInstance,
  { database, auth, operatorAuth }: AgentApplicationsWiring,
): Promise<void> {
  const applications = createAgentApplications({ database });
  await app.register(agentApplicationRoutes, { auth, applications });
  await app.register(opsAgentApplicationRoutes, { operatorAuth, applications });
}
