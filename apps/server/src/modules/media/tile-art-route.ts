import { zTileArtParams, zTileArtQuery } from '@playhall/contracts/media';
import { builtInGame } from '@playhall/games/catalogue/built-in-games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RasterArt } from '../../graphics/raster-art';
import { AppError } from '../../http/app-error';
import type { GameCatalogue } from '../catalogue/game-catalogue';
import type { VendorDirectory } from '../catalogue/vendor-directory';
import { renderGameTile, TILE_SIZE } from './game-tile';
import { artFile, sendArt } from './send-art';

const FALLBACK_COLOUR = '#6d28d9';
/** Tiles are shown up to about 150 CSS pixels wide: 300 pixels are sharp on 2× screens; `size=large`, twice that. */
const TILE_WIDTH = 300;
const LARGE_TILE_WIDTH = 600;

/**
 * A game's tile art, drawn from the game itself (decisions 0008, 0035): a built-in game's theme or motif comes from
 * the provider's game list, the frame's colour from its studio.
 */
export const tileArtRoute: FastifyPluginAsyncZod<{
  catalogue: GameCatalogue;
  vendors: VendorDirectory;
  rasterArt: RasterArt;
}> = async (app, { catalogue, vendors, rasterArt }) => {
  app.get(
    '/img/game/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Game tile art (SVG, or WebP drawn from it), drawn from the game',
        params: zTileArtParams,
        querystring: zTileArtQuery,
      },
    },
    async (request, reply) => {
      const { name, isRaster } = artFile(request.params.file);
      const game = await catalogue.byNodeId(Number(name));
      if (!game) throw new AppError(404, 'NOT_FOUND', 'No such game.');
      const listed = builtInGame(game.vendorCode, game.gameCode);
      const colour = (await vendors.getVendor(game.vendorCode))?.brandColor ?? FALLBACK_COLOUR;
      const svg = renderGameTile({
        vendorCode: game.vendorCode,
        gameCode: game.gameCode,
        categoryCode: game.categoryCode,
        theme: listed?.theme ?? null,
        motif: listed?.motif ?? null,
        hero: listed?.hero ?? null,
        brandColour: /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : FALLBACK_COLOUR,
      });
      return sendArt(reply, rasterArt, svg, {
        isRaster,
        intrinsicWidth: TILE_SIZE,
        width: request.query.size === 'large' ? LARGE_TILE_WIDTH : TILE_WIDTH,
      });
    },
  );
};
