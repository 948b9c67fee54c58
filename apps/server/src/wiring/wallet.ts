import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { VendorDirectory } from '../modules/catalogue/vendor-directory';
import { createContractMenus } from '../modules/contracts/contract-menus';
import type { Authenticator } from '../modules/session/authenticate';
import type { SystemService } from '../modules/system/service';
import { walletRoutes } from '../modules/wallet/routes';
import { createWalletService } from '../modules/wallet/service';

export type WalletWiring = {
  database: Database;
  system: SystemService;
  vendors: VendorDirectory;
  auth: Authenticator;
};

/** Balances, main ↔ vendor transfers and the account statement. */
export async function registerWallet(app: FastifyInstance, wiring: WalletWiring): Promise<void> {
  const { database, system, vendors, auth } = wiring;
  const wallet = createWalletService({
    database,
    brand: system.brand,
    transferVendors: vendors.transferVendors,
    contractMenus: createContractMenus({ database, featureFlags: system.getFeatureFlags }),
  });
  await app.register(walletRoutes, { auth, wallet });
}
