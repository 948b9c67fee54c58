import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { TableCache } from '../cache/table-cache';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createRasterArt } from '../graphics/raster-art';
import type { ClientInfo } from '../http/client-info';
import type { Job } from '../jobs/scheduler';
import { createVendorDirectory } from '../modules/catalogue/vendor-directory';
import { cachedAccountSettings } from '../modules/member/account-settings';
import { createOperatorAuth } from '../modules/ops/operator-auth';
import { createAuthenticator } from '../modules/session/authenticate';
import { createDomainOrigins } from '../modules/system/domain-origins';
import { createSystemService } from '../modules/system/service';
import type { ServiceSecrets } from '../security/service-secrets';
import { registerAccounts } from './accounts';
import { registerActivityApplications } from './activity-applications';
import { registerAgent } from './agent';
import { registerAgentApplications } from './agent-applications';
import { registerCashier } from './cashier';
import { registerChat } from './chat';
import { registerContracts } from './contracts';
import { registerFeedback } from './feedback';
import { registerLobby } from './lobby';
import { registerLuckyWheel } from './lucky-wheel';
import { registerMissions } from './missions';
import { registerProvider } from './provider';
import { registerReferrals } from './referrals';
import { registerRewards } from './rewards';
import { registerSite } from './site';
import { registerWallet } from './wallet';

export type ModulesWiring = {
  config: Config;
  database: Database;
  cache: TableCache;
  secrets: ServiceSecrets;
  publicKeySpki: string;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  log: FastifyBaseLogger;
};

/**
 * The composition root of the domains (docs/architecture.md): it builds the services several groups share, and
 * `register` wires every module, group by group, each group's file creating its modules and registering their
 * routes. app.ts calls it; no other file calls a module's constructor.
 */
export function wireModules(wiring: ModulesWiring) {
  const { config, database, cache, secrets, clientInfo, log } = wiring;
  const system = createSystemService({ db: database.db, cache, log });
  const vendors = createVendorDirectory({ db: database.db, cache, featureFlags: system.getFeatureFlags });
  const settings = cachedAccountSettings(database.db, cache);
  const auth = createAuthenticator(database, settings);
  const operatorAuth = createOperatorAuth(database);
  // Lobby art as WebP, drawn once per drawing and shared by the logos, banners and game tiles (decision 0050).
  const rasterArt = createRasterArt();

  /** Registers every module's routes, in the order their hooks and the API reference expect; answers the jobs. */
  async function register(app: FastifyInstance): Promise<Job[]> {
    await registerSite(app, {
      database,
      cache,
      system,
      vendors,
      auth,
      operatorAuth,
      clientInfo,
      secureCookies: config.PUBLIC_URL.startsWith('https:'),
      publicKeySpki: wiring.publicKeySpki,
      rasterArt,
    });
    await registerAccounts(app, { config, database, system, settings, auth, clientInfo });
    await registerWallet(app, { database, system, vendors, auth });
    const lobby = await registerLobby(app, {
      config,
      secrets,
      database,
      cache,
      auth,
      system,
      vendors,
      rasterArt,
    });
    const providerJobs = await registerProvider(app, {
      config,
      secrets,
      database,
      catalogue: lobby.catalogue,
      vendors,
      brand: system.brand,
      auth,
      operatorAuth,
      adapterFor: lobby.adapterFor,
    });
    const cashierJobs = await registerCashier(app, {
      config,
      secrets,
      database,
      cache,
      auth,
      operatorAuth,
      brand: system.brand,
      clientInfo,
    });
    const agentJobs = await registerAgent(app, {
      config,
      database,
      system,
      settings,
      auth,
      clientInfo,
      catalogue: lobby.catalogue,
    });
    await registerAgentApplications(app, { database, auth, operatorAuth });
    const contractJobs = await registerContracts(app, { config, database, system, auth, operatorAuth });
    const referrals = await registerReferrals(app, { config, database, system, auth, operatorAuth });
    const rewardJobs = await registerRewards(app, {
      database,
      brand: system.brand,
      featureFlags: system.getFeatureFlags,
      auth,
      operatorAuth,
      waitingReferrals: referrals.waiting,
    });
    rewardJobs.push(...(await registerLuckyWheel(app, { database, brand: system.brand, auth })));
    rewardJobs.push(
      ...(await registerActivityApplications(app, { database, brand: system.brand, auth, operatorAuth })),
    );
    rewardJobs.push(...referrals.jobs);
    rewardJobs.push(...(await registerMissions(app, { database, brand: system.brand, auth, operatorAuth })));
    await registerFeedback(app, { database, auth, operatorAuth });
    await registerChat(app, { database, auth, operatorAuth, services: system.getCustomerServices });
    return [...cashierJobs, ...lobby.jobs, ...providerJobs, ...agentJobs, ...contractJobs, ...rewardJobs];
  }

  return {
    system,
    /** The brand's domains' origins, for the pages' CSP (the speed test pings them). */
    domainOrigins: createDomainOrigins({ db: database.db, cache }),
    requireOperator: operatorAuth.requireOperator,
    register,
  };
}
