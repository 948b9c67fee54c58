import type { Brand } from '@playhall/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Job } from '../jobs/scheduler';
import { createBankAccounts } from '../modules/cashier/bank-accounts';
import { hasCreditedDeposit } from '../modules/cashier/deposits';
import { selectPayableMemberId } from '../modules/member/queries';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import { createActivities } from '../modules/rewards/activities';
import { createActivityConsole } from '../modules/rewards/activity-console';
import { activityOpsRoutes, activityRoutes } from '../modules/rewards/activity-routes';
import { createBonuses } from '../modules/rewards/bonuses';
import { createRewardsConsumer } from '../modules/rewards/consumer';
import { rewardOpsRoutes } from '../modules/rewards/ops-routes';
import { createPoints, earnPoints } from '../modules/rewards/points';
import { createPointsConsole } from '../modules/rewards/points-console';
import { pointsOpsRoutes } from '../modules/rewards/points-ops-routes';
import { pointsRoutes } from '../modules/rewards/points-routes';
import { promotionRoutes } from '../modules/rewards/promotion-routes';
import { rebateOpsRoutes, rebateRoutes } from '../modules/rewards/rebate-routes';
import { createRebates } from '../modules/rewards/rebates';
import { rewardRoutes } from '../modules/rewards/routes';
import { createVip } from '../modules/rewards/vip';
import { vipOpsRoutes, vipRoutes } from '../modules/rewards/vip-routes';
import type { Authenticator } from '../modules/session/authenticate';
import { missionService } from './missions';

export type RewardsWiring = {
  database: Database;
  brand: () => Promise<Brand>;
  featureFlags: () => Promise<Record<string, boolean>>;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
  /** Claims of qualified invitees waiting (the referral's badge). */
  waitingReferrals: (memberId: bigint) => Promise<number>;
};

/**
 * The rewards economy (issue 16, decision 0039): bonuses with wagering (the member's bonus details, the console's
 * grant and cancel), the reward centre's activities (first deposit, daily sign-in) and the rewards consumer, which
 * works off reward events every second (lag under 5 s).
 */
export async function registerRewards(app: FastifyInstance, wiring: RewardsWiring): Promise<Job[]> {
  const { database, brand, featureFlags, auth, operatorAuth, waitingReferrals } = wiring;
  const bonuses = createBonuses({ database, brand });
  await app.register(rewardOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    bonuses,
    findMember: (id) => selectPayableMemberId(database, id),
  });
  const activities = createActivities({ database, brand, bonuses, hasCreditedDeposit });
  await app.register(activityRoutes, { auth, activities });
  await app.register(promotionRoutes, { database });
  await app.register(activityOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    activities: createActivityConsole({ database }),
  });
  const rebates = createRebates({ database, brand, featureFlags });
  await app.register(rebateRoutes, { auth, rebates });
  await app.register(rebateOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    rebates,
  });
  const { checkPaymentPassword } = createBankAccounts(database);
  const points = createPoints({ database, checkPaymentPassword });
  await app.register(pointsRoutes, { auth, points });
  await app.register(pointsOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    console: createPointsConsole({ database, bonuses, points }),
  });
  const vip = createVip({ database, brand, bonuses, featureFlags });
  await app.register(vipRoutes, { auth, vip });
  await app.register(vipOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    vip,
  });
  await app.register(rewardRoutes, {
    auth,
    bonuses,
    waiting: async (memberId) =>
      (await activities.waiting(memberId)) +
      (await rebates.waiting(memberId)) +
      (await vip.waiting(memberId)),
    waitingMissions: missionService({ database, brand }).waiting,
    waitingReferrals,
  });
  const consumer = createRewardsConsumer({
    database,
    appliers: [activities.applyDeposits, rebates.applyBets, vip.applyBatch, earnPoints],
    timeZone: async () => (await brand()).timeZone,
  });
  return [
    { name: 'rewards-consumer', everyMs: 1_000, run: consumer.run },
    { name: 'vip-review', everyMs: 600_000, run: vip.review },
  ];
}
