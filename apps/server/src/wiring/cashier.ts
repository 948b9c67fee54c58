import multipart from '@fastify/multipart';
import type { Brand } from '@playhall/contracts/system';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TableCache } from '../cache/table-cache';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ClientInfo } from '../http/client-info';
import type { Job } from '../jobs/scheduler';
import { createBankAccounts } from '../modules/cashier/bank-accounts';
import { paymentCallbackRoutes } from '../modules/cashier/callback-routes';
import { createDeposits } from '../modules/cashier/deposits';
import { createPspClient } from '../modules/cashier/psp-client';
import { cashierRoutes } from '../modules/cashier/routes';
import { cachedCashierSettings } from '../modules/cashier/settings';
import { createUplineTransfer } from '../modules/cashier/transfer-upline';
import { createWithdrawals } from '../modules/cashier/withdrawals';
import { createBroadcast } from '../modules/inbox/broadcast';
import { opsMessageRoutes } from '../modules/inbox/ops-routes';
import { inboxRoutes } from '../modules/inbox/routes';
import { opsAdjustmentRoutes } from '../modules/ops/adjustment-routes';
import { createAdjustments } from '../modules/ops/adjustments';
import { opsMemberRoutes } from '../modules/ops/member-routes';
import { createOpsMembers } from '../modules/ops/members';
import { createOperatorAccounts } from '../modules/ops/operator-accounts';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import { createOperatorTotp } from '../modules/ops/operator-totp';
import { createOpsQueue } from '../modules/ops/queue';
import { opsQueueRoutes } from '../modules/ops/queue-routes';
import { opsSecurityRoutes } from '../modules/ops/security-routes';
import { opsSessionRoutes } from '../modules/ops/session-routes';
import { selectMembersAtRank } from '../modules/rewards/vip-limits';
import type { Authenticator } from '../modules/session/authenticate';
import { createSandboxPsp } from '../sandbox-psp/plugin';
import type { ServiceSecrets } from '../security/service-secrets';

export type CashierWiring = {
  config: Config;
  secrets: ServiceSecrets;
  database: Database;
  cache: TableCache;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
  brand: () => Promise<Brand>;
  clientInfo: (request: FastifyRequest) => ClientInfo;
};

/** Deposits, withdrawals, messages, the operator console and the sandbox gateway; answers their jobs. */
export async function registerCashier(app: FastifyInstance, wiring: CashierWiring): Promise<Job[]> {
  const { config, secrets, database, cache, auth, operatorAuth, brand, clientInfo } = wiring;
  const cashier = cachedCashierSettings(database.db, cache);
  const psp = createPspClient({
    baseUrl: config.PSP_URL ?? `${config.PUBLIC_URL.replace(/\/$/, '')}/sandbox-psp`,
    merchantId: config.PSP_MERCHANT_ID,
    secret: secrets.psp,
  });
  const deposits = createDeposits({
    database,
    brand,
    channels: cashier.channels,
    psp,
    publicUrl: config.PUBLIC_URL,
  });
  const bankAccounts = createBankAccounts(database);
  const withdrawals = createWithdrawals({ database, brand, settings: cashier.settings, bankAccounts });
  const transferToUpline = createUplineTransfer({ database, brand, bankAccounts });

  await app.register(multipart);
  await app.register(inboxRoutes, { auth, database });
  await app.register(opsMessageRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    send: createBroadcast({ database, membersAtRank: selectMembersAtRank }),
  });
  await app.register(cashierRoutes, {
    auth,
    database,
    deposits,
    withdrawals,
    bankAccounts,
    transferToUpline,
    sensitivePerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
  });
  await app.register(paymentCallbackRoutes, { deposits, secret: secrets.psp });
  const adjustments = createAdjustments({ database, brand, settings: cashier.settings });
  await app.register(opsSessionRoutes, {
    operatorAuth,
    clientInfo,
    loginAttemptsPerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
  });
  await app.register(opsQueueRoutes, {
    database,
    operatorAuth,
    deposits,
    withdrawals,
    queue: createOpsQueue({ database, settings: cashier.settings, pendingAdjustments: adjustments.pending }),
  });
  await app.register(opsMemberRoutes, { operatorAuth, members: createOpsMembers({ database }), adjustments });
  await app.register(opsSecurityRoutes, {
    operatorAuth,
    totp: createOperatorTotp({ database, issuer: async () => (await brand()).name }),
    accounts: createOperatorAccounts(database),
    loginAttemptsPerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
  });
  await app.register(opsAdjustmentRoutes, { operatorAuth, adjustments });

  const jobs: Job[] = [
    { name: 'withdrawal-auto-confirm', everyMs: 30_000, run: withdrawals.autoConfirmDue },
    { name: 'deposit-reconciliation', everyMs: 60_000, run: () => deposits.reconcile() },
  ];
  if (config.SANDBOX_PSP) {
    const sandbox = createSandboxPsp({
      database,
      merchantId: config.PSP_MERCHANT_ID,
      secret: secrets.psp,
      duplicateCallbacks: true,
      log: app.log,
    });
    await app.register(sandbox.routes);
    jobs.push({ name: 'sandbox-psp-callbacks', everyMs: 5_000, run: sandbox.deliverDueCallbacks });
  } else {
    app.log.info(
      { deployment: config.DEPLOYMENT },
      config.DEPLOYMENT === 'production'
        ? 'sandbox payment gateway off: a production deployment pays through PSP_URL only'
        : 'sandbox payment gateway off (SANDBOX_PSP=false)',
    );
  }
  return jobs;
}
