import type { Brand } from '@playhall/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Job } from '../jobs/scheduler';
import { createBetRecords } from '../modules/bets/bet-records';
import { createProfitReport } from '../modules/bets/profit-report';
import { betRoutes } from '../modules/bets/routes';
import type { GameCatalogue } from '../modules/catalogue/game-catalogue';
import type { VendorAdapter } from '../modules/catalogue/vendor-adapter';
import type { VendorDirectory } from '../modules/catalogue/vendor-directory';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import { providerRoutes } from '../modules/provider/routes';
import { createWalletCallbacks } from '../modules/provider/wallet-callbacks';
import { createReconciliation } from '../modules/reconciliation/reconcile';
import { reconciliationRoutes } from '../modules/reconciliation/routes';
import type { Authenticator } from '../modules/session/authenticate';
import type { ServiceSecrets } from '../security/service-secrets';

export type ProviderWiring = {
  config: Config;
  secrets: ServiceSecrets;
  database: Database;
  catalogue: GameCatalogue;
  vendors: VendorDirectory;
  brand: () => Promise<Brand>;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
  adapterFor: (vendorCode: string) => VendorAdapter;
};

/**
 * The seamless wallet game vendors call (PROVIDER-PROTOCOL.md), the bet records it keeps, and the reconciliation of
 * vendors' round logs against them. Answers the reconciliation job.
 */
export async function registerProvider(app: FastifyInstance, wiring: ProviderWiring): Promise<Job[]> {
  const { config, secrets, database, catalogue, vendors, brand, auth, operatorAuth } = wiring;
  const callbacks = createWalletCallbacks({ database, catalogue, brand, log: app.log });
  await app.register(providerRoutes, {
    callbacks,
    // A vendor with a secret of its own signs with it; the demo vendors share the provider secret. A vendor we do not
    // know has no secret and every callback is refused. A vendor in maintenance or disabled still settles: its
    // launches stop, but wins and rollbacks of bets already taken are owed.
    secretFor: async (code) => {
      const vendor = await vendors.getVendor(code);
      return vendor ? (vendor.secret ?? secrets.provider) : undefined;
    },
    allowedAddresses: config.PROVIDER_ALLOWED_IPS,
  });
  await app.register(betRoutes, {
    auth,
    records: createBetRecords(database, catalogue),
    profit: createProfitReport(database, async () => (await brand()).timeZone),
    defaultLanguage: async () => (await brand()).defaultLanguage,
  });
  const reconciliation = createReconciliation({
    database,
    adapterFor: wiring.adapterFor,
    callbacks,
    vendors: async () => (await vendors.vendorStatuses()).map(([code]) => code),
    log: app.log,
  });
  await app.register(reconciliationRoutes, {
    database,
    operatorAuth,
    reconciliation,
    vendorExists: async (code) => (await vendors.getVendor(code)) !== undefined,
  });
  return [{ name: 'vendor-reconciliation', everyMs: 5 * 60_000, run: () => reconciliation.runDue() }];
}
