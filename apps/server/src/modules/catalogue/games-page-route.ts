import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import { zGamesPage, zGamesQuery } from '@playhall/contracts/lobby';
import { pageCount } from '@playhall/contracts/paging';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { resolveLanguage } from '../../http/language';
import { validatorCompiler } from '../../http/validation';
import type { GameCatalogue } from './game-catalogue';

/**
 * The lobby's busiest call: a page of games. Its answer is assembled from each tile's cached JSON text (a string
 * with a JSON content type goes out as it is), so it is registered without the zod type provider; the query is
 * still validated by the same zod schema, and the schemas document the call in OpenAPI.
 */
export const gamesPageRoute: FastifyPluginAsync<{
  catalogue: GameCatalogue;
  defaultLanguage: () => Promise<LanguageCode>;
}> = async (app, { catalogue, defaultLanguage }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.get<{ Querystring: z.output<typeof zGamesQuery> }>(
    '/lgw/games',
    {
      schema: {
        tags: ['games'],
        summary: 'Games of a lobby: filters, name search (trimmed), pages',
        querystring: zGamesQuery,
        response: { 200: envelope(zGamesPage) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const language = resolveLanguage(request, query.language, await defaultLanguage());
      const filter = {
        category: query.gameType,
        vendor: query.vassalage,
        classify: query.gameClassify,
        onlyNew: query.isNew === '1',
        name: query.gameName?.trim().toLowerCase(),
      };
      const key = JSON.stringify([filter, query.pageNo, query.pageSize, language]);
      const body = await catalogue.cachedPage(key, async () => {
        const found = await catalogue.find(filter);
        const pageItems = found.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
        const tiles = pageItems.map((game) => catalogue.tileText(game, language)).join(',');
        const totalPages = pageCount(found.length, query.pageSize);
        const value = `{"games":[${tiles}],"pageNo":${query.pageNo},"pageSize":${query.pageSize},"totalPages":${totalPages},"total":${found.length}}`;
        return `{"success":true,"code":"OK","message":"","value":${value}}`;
      });
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
