import { zTileArtParams, zTileArtQuery } from '@playhall/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { SVG_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { type GameCatalogue, gameName } from '../catalogue/game-catalogue';
import { renderGameTile } from './game-tile';

/** A game's tile art, drawn from the game itself (decision 0008). */
export const tileArtRoute: FastifyPluginAsyncZod<{ catalogue: GameCatalogue }> = async (
  app,
  { catalogue },
) => {
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
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
        .send(
          renderGameTile({
            nodeId: game.nodeId,
            name: gameName(game, 'en'),
            vendorCode: game.vendorCode,
            categoryCode: game.categoryCode,
          }),
        );
    },
  );
};
