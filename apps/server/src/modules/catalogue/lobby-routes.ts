import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import {
  type Jackpot,
  type Winner,
  zGameTile,
  zHotGamesQuery,
  zJackpot,
  zVendorLane,
  zVendorLanesQuery,
  zVnLotteryMenu,
  zWinner,
  zWinnersQuery,
} from '@playhall/contracts/lobby';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import { type GameCatalogue, type GameRow, toTile } from './game-catalogue';
import { inTurnsByCategory } from './in-turns';
import type { VendorDirectory } from './vendor-directory';
import { vnRegion } from './vn-regions';

export type LobbyRoutesOptions = {
  catalogue: GameCatalogue;
  vendors: VendorDirectory;
  board: {
    winners: (filter: { category: string; limit: number; language: LanguageCode }) => Promise<Winner[]>;
    jackpot: () => Promise<Jackpot>;
  };
  defaultLanguage: () => Promise<LanguageCode>;
};

const tags = ['games'];

/**
 * The lobby's public reads: hot games, vendor lanes, the winner board, the jackpot, the Vietnam lottery menu. The
 * member's own lists are in player-list-routes.ts, launching a game in launch-routes.ts.
 */
export const lobbyRoutes: FastifyPluginAsyncZod<LobbyRoutesOptions> = async (app, options) => {
  const { catalogue } = options;
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
      // Across categories the lane takes them in turns; within one, the catalogue's order.
      const lane = query.gameType ? found : inTurnsByCategory(found);
      return ok(tiles(lane.slice(0, query.limit), await language(request, query.language)));
    },
  );

  app.get(
    '/lgw/games/vendors',
    {
      schema: {
        tags,
        summary: 'Vendor lanes: each category with its vendors, their game counts and vendor tiles',
        querystring: zVendorLanesQuery,
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
        response: { 200: envelope(zJackpot) },
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
};
