import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { AccountSettings } from '../db/schema/auth';
import type { ClientInfo } from '../http/client-info';
import type { Job } from '../jobs/scheduler';
import { agentAccountRoutes } from '../modules/agent/accounts-routes';
import { createAgentInvitations } from '../modules/agent/affiliate';
import { createDownlineAccounts } from '../modules/agent/downline-accounts';
import { createDownlineTransfer } from '../modules/agent/downline-transfer';
import { createDownlines } from '../modules/agent/downlines';
import { agentReportRoutes } from '../modules/agent/report-routes';
import { createTeamBets } from '../modules/agent/team-bets';
import { createTeamMovements } from '../modules/agent/team-movements';
import { createTeamOverview } from '../modules/agent/team-overview';
import { createTeamProfit } from '../modules/agent/team-profit';
import { createBankAccounts } from '../modules/cashier/bank-accounts';
import type { GameCatalogue } from '../modules/catalogue/game-catalogue';
import { createPasswordPolicy } from '../modules/member/password-policy';
import { checkAccountFields } from '../modules/member/register-fields';
import type { Authenticator } from '../modules/session/authenticate';
import type { SystemService } from '../modules/system/service';
import { createTeamRollup } from '../modules/team-figures/rollup';

export type AgentWiring = {
  config: Config;
  database: Database;
  system: SystemService;
  settings: () => Promise<AccountSettings>;
  auth: Authenticator;
  catalogue: GameCatalogue;
  clientInfo: (request: FastifyRequest) => ClientInfo;
};

/**
 * The agent centre (member-and-agent-centres §2) and the team roll-up its reports read: reports, downline
 * accounts, the invitation link, transfers to a downline. Answers the roll-up job.
 */
export async function registerAgent(app: FastifyInstance, wiring: AgentWiring): Promise<Job[]> {
  const { database, system, auth, catalogue } = wiring;
  const brand = system.brand;
  const rollup = createTeamRollup(database);
  await app.register(agentReportRoutes, {
    auth,
    teamOverview: createTeamOverview(database),
    downlines: createDownlines(database),
    teamProfit: createTeamProfit(database),
    teamBets: createTeamBets({ database, catalogue, brand }),
    movements: createTeamMovements({ database, brand }),
    defaultLanguage: async () => (await brand()).defaultLanguage,
  });
  await registerAgentAccounts(app, wiring);
  return [{ name: 'team-rollup', everyMs: 2_000, run: () => rollup.catchUp() }];
}

/** registerCenter, the invitation link and transfers to a downline. */
async function registerAgentAccounts(app: FastifyInstance, wiring: AgentWiring): Promise<void> {
  const { config, database, system, settings, auth, clientInfo } = wiring;
  const passwordPolicy = createPasswordPolicy({
    settings,
    brandName: async () => (await system.brand()).name,
  });
  const createDownline = createDownlineAccounts({
    database,
    checkFields: async (input) => checkAccountFields(input, await system.getFieldRules(), passwordPolicy),
    defaultDialingCode: async () => (await system.getRegisterSettings()).defaultCountryDialingCode,
  });
  const invitation = createAgentInvitations({
    database,
    mainDomain: system.getMainDomain,
    publicUrl: config.PUBLIC_URL,
  });
  const transferToDownline = createDownlineTransfer({
    database,
    brand: system.brand,
    checkPaymentPassword: createBankAccounts(database).checkPaymentPassword,
  });
  await app.register(agentAccountRoutes, {
    auth,
    createDownline,
    invitation,
    transferToDownline,
    clientInfo,
    sensitivePerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
  });
}
