import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Job } from '../jobs/scheduler';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import { createBonuses } from '../modules/rewards/bonuses';
import { referralOpsRoutes, referralRoutes } from '../modules/rewards/referral-routes';
import { createReferrals, type Referrals } from '../modules/rewards/referrals';
import type { Authenticator } from '../modules/session/authenticate';
import type { SystemService } from '../modules/system/service';

export type ReferralsWiring = {
  config: Config;
  database: Database;
  system: SystemService;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
};

/**
 * Referral (issue 16): the member's invite friends page and its reward claim, the console's rule and list. The
 * registration's part (the invite link's code) is wired with the accounts. No jobs: progress is read, not kept.
 * Answers the count of claims waiting, for the rewards' menu badges.
 */
export async function registerReferrals(
  app: FastifyInstance,
  wiring: ReferralsWiring,
): Promise<{ jobs: Job[]; waiting: Referrals['waiting'] }> {
  const { config, database, system, auth, operatorAuth } = wiring;
  const referrals = createReferrals({
    database,
    bonuses: createBonuses({ database, brand: system.brand }),
    featureFlags: system.getFeatureFlags,
    mainDomain: system.getMainDomain,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(referralRoutes, { auth, referrals });
  await app.register(referralOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    referrals,
  });
  return { jobs: [], waiting: referrals.waiting };
}
