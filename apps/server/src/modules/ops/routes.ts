import { zPageQuery } from '@playhall/contracts/cashier';
import { envelope } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import {
  zAdjustment,
  zAdjustmentResult,
  zOpsLogin,
  zOpsMe,
  zOpsPasswordChange,
  zOpsQueueAdjustment,
  zOpsQueueDeposit,
  zOpsQueueWithdrawal,
  zOpsSession,
  zReason,
  zResolveDispute,
} from '@playhall/contracts/ops';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import type { Deposits } from '../cashier/deposits';
import { selectProof } from '../cashier/proofs';
import type { Withdrawals } from '../cashier/withdrawals';
import type { Adjustments } from './adjustments';
import type { OpsMembers } from './members';
import type { OperatorAuth } from './operator-auth';

export type OpsRoutesOptions = {
  database: Database;
  operatorAuth: OperatorAuth;
  deposits: Deposits;
  withdrawals: Withdrawals;
  members: OpsMembers;
  adjustments: Adjustments;
  queue: () => Promise<{
    deposits: z.infer<typeof zOpsQueueDeposit>[];
    withdrawals: z.infer<typeof zOpsQueueWithdrawal>[];
    adjustments: z.infer<typeof zOpsQueueAdjustment>[];
  }>;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  loginAttemptsPerMinute: number;
};

const tags = ['operator console'];
const done = envelope(z.object({}));
const idParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The operator console's API (/ops/api). Only operator sessions reach it (S8). */
export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, options) => {
  const { operatorAuth, deposits, withdrawals, members } = options;
  const operator = (request: FastifyRequest) => operatorAuth.requireOperator(request);

  app.post(
    '/ops/api/session/login',
    {
      config: { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Operator login: password, and the authenticator code once set up (five failures lock the name)',
        body: zOpsLogin,
        response: { 200: envelope(zOpsSession) },
      },
    },
    async (request) => ok(await operatorAuth.login(request.body, options.clientInfo(request).ip)),
  );

  app.delete(
    '/ops/api/session/logout',
    { schema: { tags, summary: 'Operator logout', response: { 200: done } } },
    async (request) => {
      await operatorAuth.logout(
        await operatorAuth.requireOperator(request, { allowPasswordChange: true, allowEnrolment: true }),
      );
      return ok({});
    },
  );

  app.get(
    '/ops/api/me',
    {
      schema: {
        tags,
        summary: 'The logged-in operator',
        response: { 200: envelope(zOpsMe) },
      },
    },
    async (request) => {
      const me = await operatorAuth.requireOperator(request, {
        allowPasswordChange: true,
        allowEnrolment: true,
      });
      return ok({
        username: me.username,
        mustChangePassword: me.mustChangePassword,
        mustEnrolTotp: me.mustEnrolTotp,
      });
    },
  );

  app.post(
    '/ops/api/session/password',
    {
      config: { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Change the operator password (forced on first login)',
        body: zOpsPasswordChange,
        response: { 200: done },
      },
    },
    async (request) => {
      const me = await operatorAuth.requireOperator(request, {
        allowPasswordChange: true,
        allowEnrolment: true,
      });
      await operatorAuth.changePassword(me, request.body.oldPassword, request.body.newPassword);
      return ok({});
    },
  );

  app.get(
    '/ops/api/queue',
    {
      schema: {
        tags,
        summary:
          'Cashier queue: pending deposits, unsettled withdrawals, adjustments waiting for a second operator',
        response: {
          200: envelope(
            z.object({
              deposits: z.array(zOpsQueueDeposit),
              withdrawals: z.array(zOpsQueueWithdrawal),
              adjustments: z.array(zOpsQueueAdjustment),
            }),
          ),
        },
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
        params: idParam,
        response: { 200: done },
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
      schema: { tags, summary: 'Reject a deposit', params: idParam, body: zReason, response: { 200: done } },
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
      { schema: { tags, summary: `Withdrawal: ${action}`, params: idParam, response: { 200: done } } },
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
        params: idParam,
        body: zReason,
        response: { 200: done },
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
        params: idParam,
        body: zResolveDispute,
        response: { 200: done },
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
        params: z.object({
          id: z.string().regex(/^\d{1,18}$/),
          file: z.string().regex(/^[0-9a-f]{32}\.(png|jpg)$/),
        }),
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

  app.get(
    '/ops/api/members',
    {
      schema: {
        tags,
        summary: 'Find members by account or id',
        querystring: z.object({ q: z.string().max(64).default('') }).strict(),
      },
    },
    async (request) => {
      await operator(request);
      return ok(await members.search(request.query.q));
    },
  );

  app.get(
    '/ops/api/members/:id',
    { schema: { tags, summary: 'A member with balances and recent ledger', params: idParam } },
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
        params: idParam,
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
    { schema: { tags, summary: 'The audit log, newest first', querystring: zPageQuery } },
    async (request) => {
      await operator(request);
      return ok(await members.audit(request.query.pageNo, request.query.pageSize));
    },
  );
};
