import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import {
  zFavouriteAnswer,
  zFavouriteBody,
  zFavouriteIds,
  zFavouriteParams,
  zPagedGamesQuery,
  zPlayerGamesPage,
} from '@playhall/contracts/lobby';
import { pageOf } from '@playhall/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import type { Authenticator } from '../session/authenticate';
import { type GameCatalogue, toTile } from './game-catalogue';
import type { PlayerLists } from './player-lists';

export type PlayerListRoutesOptions = {
  auth: Authenticator;
  catalogue: GameCatalogue;
  lists: PlayerLists;
  defaultLanguage: () => Promise<LanguageCode>;
};

const tags = ['games'];

/** A member's own game lists: favourites (read, add, remove) and recently played games. Real members only. */
export const playerListRoutes: FastifyPluginAsyncZod<PlayerListRoutesOptions> = async (app, options) => {
  const { auth, catalogue, lists } = options;
  // Every call here is a real member's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true }));

  app.get(
    '/wps/member/favorites/ids',
    {
      schema: {
        tags,
        summary: 'Ids of my favourite games',
        response: { 200: envelope(zFavouriteIds) },
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
          response: { 200: envelope(zPlayerGamesPage) },
        },
      },
      async (request) => {
        const { memberId } = await auth.requireAuth(request, { real: true });
        const ids =
          source === 'favourites' ? await lists.favouriteIds(memberId) : await lists.recentIds(memberId);
        const found = await catalogue.find({ nodeIds: ids, category: request.query.gameType });
        const { content: games, totalPages } = pageOf(found, request.query.pageNo, request.query.pageSize);
        const language = resolveLanguage(request, request.query.language, await options.defaultLanguage());
        const content = games.map((game) => toTile(game, language));
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
        response: { 200: envelope(zFavouriteAnswer) },
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
        params: zFavouriteParams,
        response: { 200: envelope(zFavouriteAnswer) },
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
};
