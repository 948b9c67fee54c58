import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Job } from '../jobs/scheduler';
import { createContractOperations } from '../modules/contracts/contract-operations';
import { createContractReads } from '../modules/contracts/contract-reads';
import { createOfferContract } from '../modules/contracts/offer-contract';
import { contractOpsRoutes } from '../modules/contracts/ops-routes';
import { createProcessContract } from '../modules/contracts/process-contract';
import { contractRoutes } from '../modules/contracts/routes';
import { createSettlementJob } from '../modules/contracts/settlement-job';
import { createSettlementReads } from '../modules/contracts/settlement-reads';
import { testClockRoutes } from '../modules/contracts/test-clock-routes';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import type { Authenticator } from '../modules/session/authenticate';
import type { SystemService } from '../modules/system/service';
import { createTeamRollup } from '../modules/team-figures/rollup';

export type ContractsWiring = {
  config: Config;
  database: Database;
  system: SystemService;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
};

/**
 * Agent contracts and their settlement (issue 14, decision 0032): the agent's calls, the operators' console calls,
 * and the settlement job (every 30 seconds; real-time salary settles every 5 minutes, the rest when due).
 */
export async function registerContracts(app: FastifyInstance, wiring: ContractsWiring): Promise<Job[]> {
  const { config, database, system, auth, operatorAuth } = wiring;
  const featureFlags = system.getFeatureFlags;
  const processing = createProcessContract({ database, featureFlags, brand: system.brand });
  await app.register(contractRoutes, {
    auth,
    reads: createContractReads({ database, featureFlags }),
    offer: createOfferContract({ database, featureFlags }),
    processing,
    settlements: createSettlementReads({ database, brand: system.brand }),
  });
  // The journeys' hook moves the settlement clock ahead (TEST_CLOCK_HOOK, refused in production).
  let clockOffsetMs = 0;
  const job = createSettlementJob({
    database,
    brand: system.brand,
    featureFlags,
    catchUpRollup: createTeamRollup(database).catchUp,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  await app.register(contractOpsRoutes, {
    operatorAuth,
    database,
    operations: createContractOperations({ database, brand: system.brand, featureFlags }),
    processing,
    settle: job.run,
  });
  if (config.TEST_CLOCK_HOOK) {
    await app.register(testClockRoutes, {
      setOffset: (ms: number) => {
        clockOffsetMs = ms;
      },
      settle: job.run,
    });
  }
  return [{ name: 'contract-settlement', everyMs: 30_000, run: job.run }];
}
