import type { Brand } from '@playhall/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Job } from '../jobs/scheduler';
import { creditedDepositsSince } from '../modules/cashier/deposit-figures';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import { createBonuses } from '../modules/rewards/bonuses';
import { createMissionConsole } from '../modules/rewards/mission-console';
import { missionOpsRoutes, missionRoutes } from '../modules/rewards/mission-routes';
import { createMissions } from '../modules/rewards/missions';
import type { Authenticator } from '../modules/session/authenticate';

export type MissionsWiring = {
  database: Database;
  brand: () => Promise<Brand>;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
};

/** The missions service (stateless): the rewards wiring asks it for the menu badge too. */
export function missionService({ database, brand }: Pick<MissionsWiring, 'database' | 'brand'>) {
  return createMissions({
    database,
    brand,
    bonuses: createBonuses({ database, brand }),
    creditedDeposits: creditedDepositsSince,
  });
}

/**
 * Missions and the mission leaderboard (issue 16, spec §2 `missionLeaderboard`): the member's daily and weekly
 * missions, their claims paid as bonuses, the week's leaderboard, and the console's missions (audited). Progress is
 * read from bets, deposits and login days, so no job runs.
 */
export async function registerMissions(app: FastifyInstance, wiring: MissionsWiring): Promise<Job[]> {
  const { database, brand, auth, operatorAuth } = wiring;
  await app.register(missionRoutes, { auth, missions: missionService({ database, brand }) });
  await app.register(missionOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    missions: createMissionConsole({ database, brand }),
  });
  return [];
}
