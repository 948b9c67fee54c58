import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { AccountSettings } from '../db/schema/auth';
import type { ClientInfo } from '../http/client-info';
import { agentAccountRoutes } from '../modules/agent/accounts-routes';
import { createAgentInvitations } from '../modules/agent/affiliate';
import { createDownlineAccounts } from '../modules/agent/downline-accounts';
import { createDownlineTransfer } from '../modules/agent/downline-transfer';
import { createBankAccounts } from '../modules/cashier/bank-accounts';
import { createPasswordPolicy } from '../modules/member/password-policy';
import { checkAccountFields } from '../modules/member/register-fields';
import type { Authenticator } from '../modules/session/authenticate';
import type { SystemService } from '../modules/system/service';

export type AgentWiring = {
  config: Config;
  database: Database;
  system: SystemService;
  settings: () => Promise<AccountSettings>;
  auth: Authenticator;
  clientInfo: (request: FastifyRequest) => ClientInfo;
};

/** The agent centre: downline accounts, the invitation link, transfers to a downline. */
export async function registerAgent(app: FastifyInstance, wiring: AgentWiring): Promise<void> {
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
