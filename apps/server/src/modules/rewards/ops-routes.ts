import { envelope, zIdParam } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { zBonus, zBonusesQuery, zBonusPage, zCancelBonus, zGrantBonus } from '@playhall/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { Bonuses } from './bonuses';
import { operatorCaller, type RequireOperator } from './callers';

const tags = ['operator console'];

export type RewardOpsRoutesOptions = {
  /** The operator behind a request, or a refusal (the console's `requireOperator`, passed in by the wiring). */
  requireOperator: RequireOperator;
  bonuses: Bonuses;
  /** The member's id when it names a member operators may pay (not the house). */
  findMember: (id: string) => Promise<bigint | undefined>;
};

/** Bonuses in the operator console: a member's, a grant, a cancellation (each decision audited). */
export const rewardOpsRoutes: FastifyPluginAsyncZod<RewardOpsRoutesOptions> = async (app, options) => {
  const { bonuses, findMember } = options;
  const operator = operatorCaller(app, options.requireOperator);
  const member = async (id: string) => {
    const found = await findMember(id);
    if (found === undefined) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such member.');
    return found;
  };

  app.get(
    '/ops/api/members/:id/bonuses',
    {
      schema: {
        tags,
        summary: 'A member’s bonuses with their wagering, newest first',
        params: zIdParam,
        querystring: zBonusesQuery,
        response: { 200: envelope(zBonusPage) },
      },
    },
    async (request) => {
      return ok(await bonuses.page(await member(request.params.id), request.query));
    },
  );

  app.post(
    '/ops/api/members/:id/bonuses',
    {
      schema: {
        tags,
        summary:
          'Pay a member a bonus from the bonus account, with its wagering (a multiple of it, optionally per game category); audited',
        params: zIdParam,
        body: zGrantBonus,
        response: { 200: envelope(zBonus) },
      },
    },
    async (request) => {
      return ok(
        await bonuses.grantByOperator(operator(request), await member(request.params.id), request.body),
      );
    },
  );

  app.post(
    '/ops/api/bonuses/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel an active bonus with a reason: what the wallet still holds of it goes back, its wagering ends; audited',
        params: zIdParam,
        body: zCancelBonus,
        response: { 200: envelope(zBonus) },
      },
    },
    async (request) => {
      return ok(await bonuses.cancel(operator(request), request.params.id, request.body));
    },
  );
};
