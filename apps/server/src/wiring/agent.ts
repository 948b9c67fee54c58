import type { Brand } from '@playhall/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Job } from '../jobs/scheduler';
import { createDownlines } from '../modules/agent/downlines';
import { agentReportRoutes } from '../modules/agent/report-routes';
import { createTeamBets } from '../modules/agent/team-bets';
import { createTeamOverview } from '../modules/agent/team-overview';
import { createTeamProfit } from '../modules/agent/team-profit';
import type { GameCatalogue } from '../modules/catalogue/game-catalogue';
import type { Authenticator } from '../modules/session/authenticate';
import { createTeamRollup } from '../modules/team-figures/rollup';

export type AgentWiring = {
  database: Database;
  auth: Authenticator;
  catalogue: GameCatalogue;
  brand: () => Promise<Brand>;
};

/** The agent centre (member-and-agent-centres §2) and the team roll-up its reports read. Answers the roll-up job. */
export async function registerAgent(app: FastifyInstance, wiring: AgentWiring): Promise<Job[]> {
  const { database, auth, catalogue, brand } = wiring;
  const rollup = createTeamRollup(database);
  await app.register(agentReportRoutes, {
    auth,
    teamOverview: createTeamOverview(database),
    downlines: createDownlines(database),
    teamProfit: createTeamProfit(database),
    teamBets: createTeamBets({ database, catalogue, brand }),
    defaultLanguage: async () => (await brand()).defaultLanguage,
  });
  return [{ name: 'team-rollup', everyMs: 2_000, run: () => rollup.catchUp() }];
}
