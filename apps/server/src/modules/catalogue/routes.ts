import { envelope } from '@playhall/contracts/envelope';
import { zGameMenu, zGameMenusQuery } from '@playhall/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { VendorDirectory } from './vendor-directory';

export const catalogueRoutes: FastifyPluginAsyncZod<{ vendors: VendorDirectory }> = async (
  app,
  { vendors },
) => {
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary: 'Game menus: the categories that have vendors, each with its vendors',
        querystring: zGameMenusQuery,
        response: { 200: envelope(z.array(zGameMenu)) },
      },
    },
    async () => ok(await vendors.getGameMenus()),
  );
};
