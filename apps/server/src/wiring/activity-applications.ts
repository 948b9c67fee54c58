import type { FastifyInstance } from 'fastify';
import type { Job } from '../jobs/scheduler';
import {
  activityApplicationOpsRoutes,
  activityApplicationRoutes,
} from '../modules/rewards/activity-application-routes';
import { createActivityApplications } from '../modules/rewards/activity-applications';
import { createBonuses } from '../modules/rewards/bonuses';
import type { RewardsWiring } from './rewards';

/**
 * Application activities of the reward centre (issue 16): members apply with a comment and images, operators review
 * them in the console. Multipart is registered by the cashier's group (it is global); this group has no jobs.
 */
export async function registerActivityApplications(
  app: FastifyInstance,
  wiring: Pick<RewardsWiring, 'database' | 'brand' | 'auth' | 'operatorAuth'>,
): Promise<Job[]> {
  const { database, brand, auth, operatorAuth } = wiring;
  const applications = createActivityApplications({
    database,
    brand,
    bonuses: createBonuses({ database, brand }),
  });
  await app.register(activityApplicationRoutes, { auth, applications });
  await app.register(activityApplicationOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    applications,
  });
  return [];
}
