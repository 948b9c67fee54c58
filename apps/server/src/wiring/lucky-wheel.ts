import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/scheduler';
import { createBonuses } from '../modules/rewards/bonuses';
import { createLuckyWheel } from '../modules/rewards/lucky-wheel';
import { luckyWheelRoutes } from '../modules/rewards/lucky-wheel-routes';
import type { RewardsWiring } from './rewards';

/** The reward centre's lucky wheel (issue 16): the member's wheel and its provably fair daily spin. */
export async function registerLuckyWheel(
  app: FastifyInstance,
  wiring: Pick<RewardsWiring, 'database' | 'brand' | 'auth'>,
): Promise<Job[]> {
  const { database, brand, auth } = wiring;
  const wheel = createLuckyWheel({ database, brand, bonuses: createBonuses({ database, brand }) });
  await app.register(luckyWheelRoutes, { auth, wheel });
  return [];
}
