import {
  zAgentApplicationApproved,
  zAgentApplicationReject,
  zOpsAgentApplication,
} from '@playhall/contracts/agent-applications';
import { envelope } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { Operator, OperatorAuth } from '../ops/operator-auth';
import type { AgentApplications } from './service';

const tags = ['operator console'];
const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The operator console's queue of agent applications: only operator sessions reach it (S8). */
export const opsAgentApplicationRoutes: FastifyPluginAsyncZod<{
  operatorAuth: OperatorAuth;
  applications: AgentApplications;
}> = async (app, { operatorAuth, applications }) => {
  // The operator is looked up once, before the body is read, and kept for the handler.
  const caller = requestScoped((request) => operatorAuth.requireOperator(request));
  const { onRequest } = caller;
  const operator = (request: FastifyRequest): Operator => caller.of(request);

  app.get(
    '/ops/api/agent-applications',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Agent applications waiting for a decision, oldest first',
        response: { 200: envelope(z.array(zOpsAgentApplication)) },
      },
    },
    async () => ok(await applications.pending()),
  );

  app.post(
    '/ops/api/agent-applications/:id/approve',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Approve: the member becomes an agent (type 1) under its upline, with an invitation code',
        params: idParam,
        response: { 200: envelope(zAgentApplicationApproved) },
      },
    },
    async (request) =>
      ok(await applications.approve(BigInt(request.params.id), operator(request).operatorId)),
  );

  app.post(
    '/ops/api/agent-applications/:id/reject',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reject with the reason the member reads; the member may apply again',
        params: idParam,
        body: zAgentApplicationReject,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await applications.reject(BigInt(request.params.id), operator(request).operatorId, request.body.reason);
      return ok({});
    },
  );
};
