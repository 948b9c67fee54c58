import { migrateGames } from '@playhall/games/server/migrations';
import { createGamesProvider } from '@playhall/games/server/provider-plugin';
import type { FastifyInstance } from 'fastify';
import type { TableCache } from '../cache/table-cache';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { RasterArt } from '../graphics/raster-art';
import type { Job } from '../jobs/scheduler';
import { createGameCatalogue, type GameCatalogue } from '../modules/catalogue/game-catalogue';
import { gamesPageRoute } from '../modules/catalogue/games-page-route';
import { createLauncher } from '../modules/catalogue/launch';
import { launchRoutes } from '../modules/catalogue/launch-routes';
import { lobbyRoutes } from '../modules/catalogue/lobby-routes';
import { playerListRoutes } from '../modules/catalogue/player-list-routes';
import { createPlayerLists } from '../modules/catalogue/player-lists';
import { builtInProvider, type VendorAdapter } from '../modules/catalogue/vendor-adapter';
import type { VendorDirectory } from '../modules/catalogue/vendor-directory';
import { createWinnerBoard } from '../modules/catalogue/winners';
import { tileArtRoute } from '../modules/media/tile-art-route';
import type { Authenticator } from '../modules/session/authenticate';
import type { SystemService } from '../modules/system/service';
import { gamesClientDir } from '../paths';
import type { ServiceSecrets } from '../security/service-secrets';

export type LobbyWiring = {
  config: Config;
  secrets: ServiceSecrets;
  database: Database;
  cache: TableCache;
  auth: Authenticator;
  system: SystemService;
  vendors: VendorDirectory;
  rasterArt: RasterArt;
};

/** The game catalogue, lobby calls, favourites, recent games, launch, tile art and the built-in provider's pages. */
export async function registerLobby(
  app: FastifyInstance,
  wiring: LobbyWiring,
): Promise<{ catalogue: GameCatalogue; jobs: Job[]; adapterFor: (vendorCode: string) => VendorAdapter }> {
  const { config, secrets, database, cache, auth, system, vendors } = wiring;
  const activeVendors = async () =>
    new Set(
      (await vendors.vendorStatuses()).filter(([, status]) => status !== 'DISABLED').map(([code]) => code),
    );
  const catalogue = createGameCatalogue(database.db, cache, activeVendors);
  // A listening server builds the catalogue at once, so that the first home page does not wait for it. Tests that
  // only inject never listen and skip the work.
  app.addHook('onListen', async () => {
    const started = Date.now();
    catalogue
      .warm()
      .then(() => app.log.info({ ms: Date.now() - started }, 'game catalogue ready'))
      .catch((error: unknown) => app.log.error({ err: error }, 'catalogue warm-up failed'));
  });
  const lists = createPlayerLists(database, catalogue);
  const provider = builtInProvider({
    baseUrl: config.GAMES_URL ?? '',
    apiUrl: config.GAMES_URL ?? config.PUBLIC_URL,
    walletType: 'SEAMLESS',
    secret: secrets.provider,
  });
  const launcher = createLauncher({
    database,
    catalogue,
    lists,
    adapterFor: () => provider,
    vendorStatus: async (code) => (await vendors.getVendor(code))?.status,
    currency: async () => (await system.brand()).currency,
    publicUrl: config.PUBLIC_URL,
  });
  const defaultLanguage = async () => (await system.brand()).defaultLanguage;
  await app.register(lobbyRoutes, {
    catalogue,
    vendors,
    board: createWinnerBoard(database, catalogue),
    defaultLanguage,
  });
  await app.register(playerListRoutes, { auth, catalogue, lists, defaultLanguage });
  await app.register(launchRoutes, { auth, launcher, defaultLanguage });
  await app.register(gamesPageRoute, { catalogue, defaultLanguage });
  await app.register(tileArtRoute, { catalogue, vendors, rasterArt: wiring.rasterArt });
  return {
    catalogue,
    jobs: config.GAMES_URL ? [] : await mountGamesProvider(app, wiring),
    adapterFor: () => provider,
  };
}

/**
 * The built-in game provider in this process, under /play: its own tables in this database, and the wallet reached
 * over HTTP at the portal's own address, like any vendor.
 */
async function mountGamesProvider(
  app: FastifyInstance,
  { config, secrets, database, system }: LobbyWiring,
): Promise<Job[]> {
  await migrateGames(database);
  const games = createGamesProvider({
    db: database,
    walletUrl: config.PUBLIC_URL,
    secret: secrets.provider,
    portalUrl: config.PUBLIC_URL,
    clock: {
      timeZone: async () => (await system.brand()).timeZone,
      ...(config.LOTTERY_FAST_MINUTES ? { fastMinutes: config.LOTTERY_FAST_MINUTES } : {}),
    },
    demoCurrency: async () => (await system.brand()).currency,
    clientDir: gamesClientDir,
  });
  await app.register(games.plugin);
  return games.jobs;
}
