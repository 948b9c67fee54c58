import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { ClientInfo } from '../http/client-info';
import { catalogueRoutes } from '../modules/catalogue/routes';
import type { VendorDirectory } from '../modules/catalogue/vendor-directory';
import { mediaRoutes } from '../modules/media/routes';
import type { Authenticator } from '../modules/session/authenticate';
import { registerAccessGate } from '../modules/system/access-gate';
import { bootstrapRoute } from '../modules/system/bootstrap-route';
import { systemRoutes } from '../modules/system/routes';
import type { SystemService } from '../modules/system/service';

export type SiteWiring = {
  database: Database;
  system: SystemService;
  vendors: VendorDirectory;
  auth: Authenticator;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  secureCookies: boolean;
  publicKeySpki: string;
};

/**
 * The access gate (maintenance, region rules) in front of every later route, then the calls every page makes: system
 * status and settings, the bootstrap, the game menus, vendor logos and country badges.
 */
export async function registerSite(app: FastifyInstance, wiring: SiteWiring): Promise<void> {
  const { database, system, vendors, auth, clientInfo, secureCookies, publicKeySpki } = wiring;
  registerAccessGate(app, system, clientInfo);
  await app.register(systemRoutes, { system, clientInfo, secureCookies, auth, database, publicKeySpki });
  await app.register(bootstrapRoute, { system, clientInfo });
  await app.register(catalogueRoutes, { vendors });
  await app.register(mediaRoutes, { vendors });
}
