import type { Brand } from '@playhall/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { LobbyCatalogue } from '../modules/catalogue/lobby';
import type { CatalogueService } from '../modules/catalogue/service';
import { providerRoutes } from '../modules/provider/routes';
import { createWalletCallbacks } from '../modules/provider/wallet-callbacks';

export type ProviderWiring = {
  config: Config;
  database: Database;
  catalogue: LobbyCatalogue;
  menus: CatalogueService;
  brand: () => Promise<Brand>;
};

/** The seamless wallet game vendors call (PROVIDER-PROTOCOL.md). */
export async function registerProvider(app: FastifyInstance, wiring: ProviderWiring): Promise<void> {
  const { config, database, catalogue, menus, brand } = wiring;
  const callbacks = createWalletCallbacks({ database, catalogue, brand, log: app.log });
  await app.register(providerRoutes, {
    callbacks,
    // A vendor with a secret of its own signs with it; the demo vendors share PROVIDER_SECRET. A vendor we do not
    // know has no secret and every callback is refused. A vendor in maintenance or disabled still settles: its
    // launches stop, but wins and rollbacks of bets already taken are owed.
    secretFor: async (code) => {
      const vendor = await menus.getVendor(code);
      return vendor ? (vendor.secret ?? config.PROVIDER_SECRET) : undefined;
    },
    allowedAddresses: config.PROVIDER_ALLOWED_IPS,
  });
}
