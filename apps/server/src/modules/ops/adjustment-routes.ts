import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import { zAdjustmentResult, zReason } from '@playhall/contracts/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Adjustments } from './adjustments';
import type { OperatorAuth } from './operator-auth';

const tags = ['operator console'];

/** The second operator's decision on an adjustment that waits for one (the requester cannot approve it). */
export const opsAdjustmentRoutes: FastifyPluginAsyncZod<{
  operatorAuth: OperatorAuth;
  adjustments: Adjustments;
}> = async (app, { operatorAuth, adjustments }) => {
  // Every call here is an operator's: settled before anything of the request is read.
  app.addHook('onRequest', operatorAuth.operatorFirst());
  app.post(
    '/ops/api/adjustments/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve an adjustment another operator asked for: the ledger moves, once',
        params: zIdParam,
        response: { 200: envelope(zAdjustmentResult) },
      },
    },
    async (request) => {
      const me = await operatorAuth.requireOperator(request);
      return ok(await adjustments.approve(me.operatorId, request.params.id));
    },
  );

  app.post(
    '/ops/api/adjustments/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a waiting adjustment, with a reason; no money moves',
        params: zIdParam,
        body: zReason,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      const me = await operatorAuth.requireOperator(request);
      await adjustments.reject(me.operatorId, request.params.id, request.body.reason);
      return ok({});
    },
  );
};
