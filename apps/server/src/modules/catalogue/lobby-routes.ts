import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import {
  zFavouriteBody,
  zGameTile,
  zHotGamesQuery,
  zLaunch,
  zLaunchQuery,
  zLotteryLaunchQuery,
  zPagedGamesQuery,
  zVendorLane,
  zVnLotteryMenu,
  zWinner,
  zWinnersQuery,
} from '@playhall/contracts/lobby';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import type { Authenticator } from '../session/authenticate';
import { type GameCatalogue, type GameRow, toTile } from './game-catalogue';
import type { Launcher } from './launch';
import type { PlayerLists } from './player-lists';
import type { VendorDirectory } from './vendor-directory';
import { vnRegion } from './vn-regions';

export type LobbyRoutesOptions = {
  auth: Authenticator;
  catalogue: GameCatalogue;
  vendors: VendorDirectory;
  lists: PlayerLists;
  launcher: Launcher;
  board: {
    winners: (filter: {
      category: string;
      limit: number;
      language: LanguageCode;
    }) => Promise<z.infer<typeof zWinner>[]>;
    jackpot: () => Promise<{ pool: string | null }>;
  };
  defaultLanguage: () => Promise<LanguageCode>;
};

const tags = ['games'];

function page<T>(items: T[], pageNo: number, pageSize: number) {
  return {
    items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(items.length / pageSize),
    total: items.length,
  };
}

export const lobbyRoutes: FastifyPluginAsyncZod<LobbyRoutesOptions> = async (app, options) => {
  const { auth, catalogue, lists, launcher } = options;
  const language = async (request: FastifyRequest, explicit: LanguageCode | undefined) =>
    resolveLanguage(request, explicit, await options.defaultLanguage());
  const tiles = (rows: GameRow[], lang: LanguageCode) => rows.map((row) => toTile(row, lang));

  app.get(
    '/lgw/games/hot',
    {
      schema: {
        tags,
        summary: 'Hot games',
        querystring: zHotGamesQuery,
        response: { 200: envelope(z.array(zGameTile)) },
      },
    },
    async (request) => {
      const query = request.query;
      const found = await catalogue.find({
        category: query.gameType,
        vendor: query.vassalage,
        classify: 'HOT',
      });
      return ok(tiles(found.slice(0, query.limit), await language(request, query.language)));
    },
  );

  app.get(
    '/lgw/games/vendors',
    {
      schema: {
        tags,
        summary: 'Vendor lanes: each category with its vendors, their game counts and vendor tiles',
        querystring: z
          .object({ platform: z.string().max(32).optional(), language: z.string().max(8).optional() })
          .strict(),
        response: { 200: envelope(z.array(zVendorLane)) },
      },
    },
    async (request) => {
      const lang = await language(request, undefined);
      const lanes = [];
      for (const menu of await options.vendors.getGameMenus()) {
        const counts = await catalogue.countsByVendor(menu.gameCategory);
        lanes.push({
          gameCategory: menu.gameCategory,
          vendors: menu.vendors.map((vendor) => {
            const count = counts.get(vendor.vassalage);
            return {
              vassalage: vendor.vassalage,
              displayName: vendor.displayName,
              accountTypeName: vendor.accountTypeName,
              logo: vendor.logo,
              status: vendor.status,
              games: count?.games ?? 0,
              vendorTile: count?.tile ? toTile(count.tile, lang) : null,
            };
          }),
        });
      }
      return ok(lanes);
    },
  );

  app.get(
    '/lgw/games/winners',
    {
      schema: {
        tags,
        summary: 'Winner board: the latest real wins',
        querystring: zWinnersQuery,
        response: { 200: envelope(z.array(zWinner)) },
      },
    },
    async (request) =>
      ok(
        await options.board.winners({
          category: request.query.gameCategory,
          limit: request.query.limitNum,
          language: await language(request, request.query.language),
        }),
      ),
  );

  app.get(
    '/lgw/games/jackpot',
    {
      schema: {
        tags,
        summary: 'The progressive jackpot pool (null while there is none)',
        response: { 200: envelope(z.object({ pool: z.string().nullable() })) },
      },
    },
    async () => ok(await options.board.jackpot()),
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'Vietnam lottery menu: the provinces by region',
        response: { 200: envelope(zVnLotteryMenu) },
      },
    },
    async (request) => {
      const lang = await language(request, undefined);
      const found = (await catalogue.find({ vendor: 'TCG_LOTTO_VN' })).filter(
        (game) => game.isGame === 'GAME',
      );
      const regions = (['NORTH', 'CENTRAL', 'SOUTH'] as const).map((region) => ({
        region,
        games: tiles(
          found.filter((game) => vnRegion(game.names.en ?? '') === region),
          lang,
        ),
      }));
      return ok(regions);
    },
  );

  app.get(
    '/wps/member/favorites/ids',
    {
      schema: {
        tags,
        summary: 'Ids of my favourite games',
        response: { 200: envelope(z.array(z.number().int())) },
      },
    },
    async (request) =>
      ok(await lists.favouriteIds((await auth.requireAuth(request, { real: true })).memberId)),
  );

  for (const [path, source, summary] of [
    ['/wps/member/favorites', 'favourites', 'My favourite games'],
    ['/wps/member/recent', 'recent', 'My recently played games'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: zPagedGamesQuery,
          response: {
            200: envelope(
              z.object({
                content: z.array(zGameTile),
                list: z.array(zGameTile),
                pageNum: z.number().int(),
                totalPages: z.number().int(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const { memberId } = await auth.requireAuth(request, { real: true });
        const ids =
          source === 'favourites' ? await lists.favouriteIds(memberId) : await lists.recentIds(memberId);
        const found = await catalogue.find({ nodeIds: ids, category: request.query.gameType });
        const { items, totalPages } = page(found, request.query.pageNo, request.query.pageSize);
        const content = tiles(items, await language(request, request.query.language));
        return ok({ content, list: content, pageNum: request.query.pageNo, totalPages });
      },
    );
  }

  app.post(
    '/wps/member/favorites',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Add a favourite (idempotent)',
        body: zFavouriteBody,
        response: { 200: envelope(z.object({ nodeId: z.number().int() })) },
      },
    },
    async (request) => {
      await lists.addFavourite(
        (await auth.requireAuth(request, { real: true })).memberId,
        request.body.nodeId,
      );
      return ok({ nodeId: request.body.nodeId });
    },
  );

  app.delete(
    '/wps/member/favorites/:nodeId',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Remove a favourite (idempotent)',
        params: z.object({ nodeId: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.object({ nodeId: z.number().int() })) },
      },
    },
    async (request) => {
      await lists.removeFavourite(
        (await auth.requireAuth(request, { real: true })).memberId,
        request.params.nodeId,
      );
      return ok({ nodeId: request.params.nodeId });
    },
  );

  app.get(
    '/wps/game/launchGame',
    {
      schema: {
        tags,
        summary: 'Launch a game: real play for members, demo for free-trial tiles',
        querystring: zLaunchQuery,
        response: { 200: envelope(zLaunch) },
      },
    },
    async (request) => {
      const query = request.query;
      const demo = query.demo === '1';
      const session = demo ? null : await auth.optionalAuth(request);
      if (!demo && session?.mustChangePassword) await auth.requireAuth(request);
      return ok(
        await launcher.launch(
          {
            gameCode: query.gameCode,
            vassalage: query.vassalage,
            demo,
            language: await language(request, query.language),
          },
          session,
        ),
      );
    },
  );

  app.get(
    '/wps/game/lottery/launch',
    {
      schema: {
        tags,
        summary: 'Lottery lobby launch',
        querystring: zLotteryLaunchQuery,
        response: { 200: envelope(zLaunch) },
      },
    },
    async (request) => {
      const query = request.query;
      const session = await auth.requireAuth(request, { real: true });
      return ok(
        await launcher.launch(
          {
            gameCode: query.gameCode,
            demo: false,
            language: await language(request, query.language),
            backUrl: query.backUrl,
          },
          session,
        ),
      );
    },
  );
};
