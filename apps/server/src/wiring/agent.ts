import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Job } from '../jobs/scheduler';
import { createDownlines } from '../modules/agent/downlines';
import { agentReportRoutes } from '../modules/agent/report-routes';
import { createTeamOverview } from '../modules/agent/team-overview';
import { createTeamProfit } from '../modules/agent/team-profit';
import type { Authenticator } from '../modules/session/authenticate';
import { createTeamRollup } from '../modules/team-figures/rollup';

export type AgentWiring = {
  database: Database;
  auth: Authenticator;
};

/** The agent centre (member-and-agent-centres §2) and the team roll-up its reports read. Answers the roll-up job. */
export async function registerAgent(app: FastifyInstance, wiring: AgentWiring): Promise<Job[]> {
  const { database, auth } = wiring;
  const rollup = createTeamRollup(database);
  await app.register(agentReportRoutes, {
    auth,
    teamOverview: createTeamOverview(database),
    downlines: createDownlines(database),
    teamProfit: createTeamProfit(database),
  });
  return [{ name: 'team-rollup', everyMs: 2_000, run: () => rollup.catchUp() }];
}
