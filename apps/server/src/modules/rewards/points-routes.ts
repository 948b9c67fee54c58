import { envelope } from '@playhall/contracts/envelope';
import {
  zMallItem,
  zPointRecordPage,
  zPointsPageQuery,
  zPointsSummary,
  zRedeemRequest,
  zRedemption,
  zRedemptionPage,
} from '@playhall/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { memberCaller } from './callers';
import type { Points } from './points';

/** Points and the points mall for the member (spec §2 `/pointMall`, §7 "Point balance, rewards, config"). */
export const pointsRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; points: Points }> = async (
  app,
  { auth, points },
) => {
  const tags = ['rewards'];
  const { onRequest, memberId: member } = memberCaller(auth);

  app.get(
    '/wps/member/points',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The member’s points balance, the exchange ratio and the valid bet that earns a point per category',
        response: { 200: envelope(zPointsSummary) },
      },
    },
    async (request) => ok(await points.summary(member(request))),
  );

  app.get(
    '/wps/member/points/records',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Points details: every change of the member’s points, newest first',
        querystring: zPointsPageQuery,
        response: { 200: envelope(zPointRecordPage) },
      },
    },
    async (request) => ok(await points.records(member(request), request.query)),
  );

  app.get(
    '/wps/member/points/items',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The points mall’s items on offer, with their points, what they pay and the stock left',
        response: { 200: envelope(z.array(zMallItem)) },
      },
    },
    async () => ok(await points.items()),
  );

  app.post(
    '/wps/member/points/redeem',
    {
      onRequest,
      config: { encryptedBody: true },
      schema: {
        tags,
        summary:
          'Redeem points for a mall item with the payment password: the points and stock are taken at once, IN_PROCESS until an operator decides',
        body: zRedeemRequest,
        response: { 200: envelope(zRedemption) },
      },
    },
    async (request) => {
      const { member: caller } = await auth.requireAuth(request, { real: true });
      return ok(await points.redeem(caller, request.body));
    },
  );

  app.get(
    '/wps/member/points/redemptions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Redeem history: the member’s redemptions with reference numbers and statuses, newest first',
        querystring: zPointsPageQuery,
        response: { 200: envelope(zRedemptionPage) },
      },
    },
    async (request) => ok(await points.redemptions(member(request), request.query)),
  );
};
