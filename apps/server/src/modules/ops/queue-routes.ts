import { zProofParams } from '@playhall/contracts/cashier';
import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { type OpsQueue, zOpsQueue, zReason, zResolveDispute } from '@playhall/contracts/ops';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { Deposits } from '../cashier/deposits';
import { selectProof } from '../cashier/proofs';
import type { Withdrawals } from '../cashier/withdrawals';
import type { OperatorAuth } from './operator-auth';

export type OpsQueueRoutesOptions = {
  database: Database;
  operatorAuth: OperatorAuth;
  deposits: Deposits;
  withdrawals: Withdrawals;
  queue: () => Promise<OpsQueue>;
};

const tags = ['operator console'];

/** The cashier queue of the operator console: confirm or reject deposits, move withdrawals on, read proofs (S8). */
export const opsQueueRoutes: FastifyPluginAsyncZod<OpsQueueRoutesOptions> = async (app, options) => {
  const { operatorAuth, deposits, withdrawals } = options;
  // Every call here is an operator's: settled before anything of the request is read.
  app.addHook('onRequest', operatorAuth.operatorFirst());
  const operator = (request: FastifyRequest) => operatorAuth.requireOperator(request);

  app.get(
    '/ops/api/queue',
    {
      schema: {
        tags,
        summary:
          'Cashier queue: pending deposits, unsettled withdrawals, adjustments waiting for a second operator',
        response: { 200: envelope(zOpsQueue) },
      },
    },
    async (request) => {
      await operator(request);
      return ok(await options.queue());
    },
  );

  app.post(
    '/ops/api/deposits/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a bank-transfer deposit: the member is credited once',
        params: zIdParam,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      const me = await operator(request);
      if (!(await deposits.credit(BigInt(request.params.id), me.operatorId))) {
        throw new AppError(409, ErrorCode.INVALID_STATE, 'This deposit is already settled.');
      }
      return ok({});
    },
  );

  app.post(
    '/ops/api/deposits/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a deposit',
        params: zIdParam,
        body: zReason,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      const me = await operator(request);
      if (!(await deposits.reject(BigInt(request.params.id), me.operatorId, request.body.reason))) {
        throw new AppError(409, ErrorCode.INVALID_STATE, 'This deposit is already settled.');
      }
      return ok({});
    },
  );

  for (const action of ['review', 'approve', 'disburse'] as const) {
    app.post(
      `/ops/api/withdrawals/:id/${action}`,
      {
        schema: {
          tags,
          summary: `Withdrawal: ${action}`,
          params: zIdParam,
          response: { 200: envelope(zDone) },
        },
      },
      async (request) => {
        const me = await operator(request);
        await withdrawals[action](BigInt(request.params.id), me.operatorId);
        return ok({});
      },
    );
  }

  app.post(
    '/ops/api/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Withdrawal: reject (the hold is released)',
        params: zIdParam,
        body: zReason,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      const me = await operator(request);
      await withdrawals.reject(BigInt(request.params.id), me.operatorId, request.body.reason);
      return ok({});
    },
  );

  app.post(
    '/ops/api/withdrawals/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Withdrawal dispute: paid after all, or refunded',
        params: zIdParam,
        body: zResolveDispute,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      const me = await operator(request);
      await withdrawals.resolveDispute(BigInt(request.params.id), me.operatorId, request.body.outcome);
      return ok({});
    },
  );

  app.get(
    '/ops/api/withdrawals/:id/proofs/:file',
    {
      schema: {
        tags,
        summary: 'A receipt proof image',
        params: zProofParams,
      },
    },
    async (request, reply) => {
      await operator(request);
      const proof = await selectProof(options.database, request.params.id, request.params.file);
      if (!proof) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such proof.');
      return reply
        .type(proof.content_type)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(proof.data));
    },
  );
};
