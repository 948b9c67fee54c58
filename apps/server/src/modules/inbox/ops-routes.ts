import { envelope } from '@playhall/contracts/envelope';
import { zOpsMessageInput, zOpsMessageSent } from '@playhall/contracts/inbox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { Broadcast } from './broadcast';

/**
 * The console's messages: an operator writes to one member, a VIP rank or everyone (issue 17). The operator is
 * checked before the body is read.
 */
export const opsMessageRoutes: FastifyPluginAsyncZod<{
  /** The ops module's operator check (it sits above inbox; the wiring passes it in). */
  requireOperator: (request: FastifyRequest) => Promise<{ operatorId: bigint }>;
  send: Broadcast;
}> = async (app, { requireOperator, send }) => {
  const caller = requestScoped(requireOperator);
  app.post(
    '/ops/api/messages',
    {
      onRequest: caller.onRequest,
      schema: {
        tags: ['operator console'],
        summary:
          'Send a platform message to one member, every member of a VIP rank, or every member; audited',
        body: zOpsMessageInput,
        response: { 200: envelope(zOpsMessageSent) },
      },
    },
    async (request) => ok(await send(caller.of(request).operatorId, request.body)),
  );
};
