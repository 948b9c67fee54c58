import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TableCache } from '../cache/table-cache';
import type { Database } from '../db/database';
import type { RasterArt } from '../graphics/raster-art';
import type { ClientInfo } from '../http/client-info';
import { catalogueRoutes } from '../modules/catalogue/routes';
import type { VendorDirectory } from '../modules/catalogue/vendor-directory';
import { createHelpEditor } from '../modules/content/help-editor';
import { opsHelpRoutes, publicHelpRoutes } from '../modules/content/help-routes';
import { mediaRoutes } from '../modules/media/routes';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import type { Authenticator } from '../modules/session/authenticate';
import { registerAccessGate } from '../modules/system/access-gate';
import { createAnnouncementEditor } from '../modules/system/announcement-editor';
import { opsAnnouncementRoutes } from '../modules/system/announcement-ops-routes';
import { createAnnouncementPages } from '../modules/system/announcement-pages';
import { agentAnnouncementRoutes, publicAnnouncementRoutes } from '../modules/system/announcement-routes';
import { bootstrapRoute } from '../modules/system/bootstrap-route';
import { systemRoutes } from '../modules/system/routes';
import type { SystemService } from '../modules/system/service';
import { webManifestRoute } from '../modules/system/web-manifest-route';
import { assetsDir } from '../paths';

export type SiteWiring = {
  database: Database;
  cache: TableCache;
  system: SystemService;
  vendors: VendorDirectory;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  secureCookies: boolean;
  publicKeySpki: string;
  rasterArt: RasterArt;
};

/**
 * The access gate (maintenance, region rules) in front of every later route, then the calls every page makes: system
 * status and settings, the bootstrap, the lite app's manifest, the game menus, vendor logos, the demo banners and
 * country badges;
 * and announcements, which the system module owns: the portal's and the agent centre's lists and the operator
 * console's editor (decision 0030);
 * and the help centre, which the content module owns: the public articles and the console's editor of them.
 */
export async function registerSite(app: FastifyInstance, wiring: SiteWiring): Promise<void> {
  const { database, system, vendors, auth, clientInfo, secureCookies, publicKeySpki } = wiring;
  registerAccessGate(app, system, clientInfo);
  await app.register(systemRoutes, { system, clientInfo, secureCookies, auth, database, publicKeySpki });
  await app.register(bootstrapRoute, { system, clientInfo });
  await app.register(webManifestRoute, { system });
  await app.register(catalogueRoutes, { vendors });
  await app.register(mediaRoutes, {
    vendors,
    rasterArt: wiring.rasterArt,
    bannersDir: `${assetsDir}/banners`,
  });
  await registerAnnouncements(app, wiring);
  await registerHelpCentre(app, wiring);
}

async function registerAnnouncements(app: FastifyInstance, wiring: SiteWiring): Promise<void> {
  const { database, cache, system, auth, operatorAuth } = wiring;
  const defaultLanguage = async () => (await system.brand()).defaultLanguage;
  const page = createAnnouncementPages({ db: database.db, cache, defaultLanguage });
  await app.register(agentAnnouncementRoutes, { auth, page, defaultLanguage });
  await app.register(publicAnnouncementRoutes, { auth, page, defaultLanguage });
  await app.register(opsAnnouncementRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    editor: createAnnouncementEditor({ database, cache, defaultLanguage }),
  });
}

async function registerHelpCentre(app: FastifyInstance, wiring: SiteWiring): Promise<void> {
  const { database, system, operatorAuth } = wiring;
  const defaultLanguage = async () => (await system.brand()).defaultLanguage;
  await app.register(publicHelpRoutes, { database, defaultLanguage });
  await app.register(opsHelpRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    editor: createHelpEditor({ database, defaultLanguage }),
  });
}
