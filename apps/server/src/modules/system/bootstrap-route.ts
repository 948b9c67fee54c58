import { envelope } from '@playhall/contracts/envelope';
import { zBootstrap } from '@playhall/contracts/system';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ClientInfo } from '../../http/client-info';
import type { SystemService } from './service';

/**
 * The bootstrap call answers JSON text the service assembled from a pre-serialised common part (a string with a
 * JSON content type goes out as it is). Registered without the zod type provider for that reason; the schema
 * still documents the answer in OpenAPI, and `satisfies` in the service keeps its shape checked at compile time.
 */
export const bootstrapRoute: FastifyPluginAsync<{
  system: SystemService;
  clientInfo: (request: FastifyRequest) => ClientInfo;
}> = async (app, { system, clientInfo }) => {
  app.get(
    '/wps/system/permission',
    {
      schema: {
        tags: ['system'],
        summary: 'Bootstrap (permission) info the web app loads first',
        response: { 200: envelope(zBootstrap) },
      },
    },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await system.getBootstrapJson(clientInfo(request))),
  );
};
