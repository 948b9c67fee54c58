import { envelope } from '@playhall/contracts/envelope';
import { zBonus } from '@playhall/contracts/rewards';
import { zClaimVipBonus, zSetVipLadder, zVipLadder, zVipState, zVipStatus } from '@playhall/contracts/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { memberCaller, operatorCaller, type RequireOperator } from './callers';
import type { Vip } from './vip';

/** The member's VIP: the header's label, the `playerRank` page, the monthly and birthday bonuses. */
export const vipRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; vip: Vip }> = async (
  app,
  { auth, vip },
) => {
  const tags = ['rewards'];
  const { onRequest, memberId: member } = memberCaller(auth);

  app.get(
    '/wps/member/vip/state',
    {
      onRequest,
      schema: {
        tags,
        summary: 'hasVip, vipLabelName and vipRankLevel (no VIP while the module is off)',
        response: { 200: envelope(zVipState) },
      },
    },
    async (request) => ok(await vip.state(member(request))),
  );

  app.get(
    '/wps/member/vip',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The member’s rank, progress over the rolling window, the ladder and the rank’s bonuses',
        response: { 200: envelope(zVipStatus) },
      },
    },
    async (request) => ok(await vip.status(member(request))),
  );

  app.post(
    '/wps/member/vip/claim',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Claim the rank’s monthly or birthday bonus: once per month or year, paid as a bonus with wagering',
        body: zClaimVipBonus,
        response: { 200: envelope(zBonus) },
      },
    },
    async (request) => ok(await vip.claimBonus(member(request), request.body.kind)),
  );
};

/** The console's VIP ladder: the rolling window and the ranks with their benefits (audited). */
export const vipOpsRoutes: FastifyPluginAsyncZod<{ requireOperator: RequireOperator; vip: Vip }> = async (
  app,
  { requireOperator, vip },
) => {
  const tags = ['operator console'];
  const operator = operatorCaller(app, requireOperator);

  app.get(
    '/ops/api/vip-ladder',
    {
      schema: {
        tags,
        summary: 'The VIP ladder and its rolling window',
        response: { 200: envelope(zVipLadder) },
      },
    },
    async () => ok(await vip.ladder()),
  );

  app.put(
    '/ops/api/vip-ladder',
    {
      schema: {
        tags,
        summary: 'Replace the VIP ladder (levels 0, 1, 2… with rising thresholds); audited',
        body: zSetVipLadder,
        response: { 200: envelope(zVipLadder) },
      },
    },
    async (request) => ok(await vip.setLadder(operator(request), request.body)),
  );
};
