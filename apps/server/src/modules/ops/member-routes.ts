import { envelope, zIdParam } from '@playhall/contracts/envelope';
import {
  zAdjustment,
  zAdjustmentResult,
  zAuditPage,
  zOpsMemberDetail,
  zOpsMemberQuery,
  zOpsMemberRow,
} from '@playhall/contracts/ops';
import { zPageQuery } from '@playhall/contracts/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Adjustments } from './adjustments';
import type { OpsMembers } from './members';
import type { OperatorAuth } from './operator-auth';

export type OpsMemberRoutesOptions = {
  operatorAuth: OperatorAuth;
  members: OpsMembers;
  adjustments: Adjustments;
};

const tags = ['operator console'];

/** Members as operators see them: lookup, detail with the ledger, manual adjustments; and the audit log (S8). */
export const opsMemberRoutes: FastifyPluginAsyncZod<OpsMemberRoutesOptions> = async (app, options) => {
  const { operatorAuth, members } = options;
  // Every call here is an operator's: settled before anything of the request is read.
  app.addHook('onRequest', operatorAuth.operatorFirst());
  const operator = (request: FastifyRequest) => operatorAuth.requireOperator(request);

  app.get(
    '/ops/api/members',
    {
      schema: {
        tags,
        summary: 'Find members by account or id',
        querystring: zOpsMemberQuery,
        response: { 200: envelope(z.array(zOpsMemberRow)) },
      },
    },
    async (request) => {
      await operator(request);
      return ok(await members.search(request.query.q));
    },
  );

  app.get(
    '/ops/api/members/:id',
    {
      schema: {
        tags,
        summary: 'A member with balances and recent ledger',
        params: zIdParam,
        response: { 200: envelope(zOpsMemberDetail) },
      },
    },
    async (request) => {
      await operator(request);
      return ok(await members.detail(request.params.id));
    },
  );

  app.post(
    '/ops/api/members/:id/adjust',
    {
      schema: {
        tags,
        summary:
          'Manual adjustment with a mandatory reason (a ledger transaction against the adjustment account); a large one waits for a second operator',
        params: zIdParam,
        body: zAdjustment,
        response: { 200: envelope(zAdjustmentResult) },
      },
    },
    async (request) => {
      const me = await operator(request);
      return ok(await options.adjustments.request(me.operatorId, request.params.id, request.body));
    },
  );

  app.get(
    '/ops/api/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: zPageQuery,
        response: { 200: envelope(zAuditPage) },
      },
    },
    async (request) => {
      await operator(request);
      return ok(await members.audit(request.query.pageNo, request.query.pageSize));
    },
  );
};
