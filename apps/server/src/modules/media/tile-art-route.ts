import { zTileArtParams, zTileArtQuery } from '@playhall/contracts/media';
import { builtInGame } from '@playhall/games/catalogue/built-in-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { SVG_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import type { GameCatalogue } from '../catalogue/game-catalogue';
import type { VendorDirectory } from '../catalogue/vendor-directory';
import { renderGameTile } from './game-tile';

const FALLBACK_COLOUR = '#6d28d9';

/**
 * A game's tile art, drawn from the game itself (decisions 0008, 0035): a built-in game's theme or motif comes from
 * the provider's game list, the frame's colour from its studio.
 */
export const tileArtRoute: FastifyPluginAsyncZod<{
  catalogue: GameCatalogue;
  vendors: VendorDirectory;
}> = async (app, { catalogue, vendors }) => {
  app.get(
    '/img/game/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Game tile art (SVG), drawn from the game',
        params: zTileArtParams,
        querystring: zTileArtQuery,
      },
    },
    async (request, reply) => {
      const game = await catalogue.byNodeId(Number(request.params.file.slice(0, -4)));
      if (!game) throw new AppError(404, 'NOT_FOUND', 'No such game.');
      const listed = builtInGame(game.vendorCode, game.gameCode);
      const colour = (await vendors.getVendor(game.vendorCode))?.brandColor ?? FALLBACK_COLOUR;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
        .send(
          renderGameTile({
            vendorCode: game.vendorCode,
            gameCode: game.gameCode,
            categoryCode: game.categoryCode,
            theme: listed?.theme ?? null,
            motif: listed?.motif ?? null,
            hero: listed?.hero ?? null,
            brandColour: /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : FALLBACK_COLOUR,
          }),
        );
    },
  );
};
