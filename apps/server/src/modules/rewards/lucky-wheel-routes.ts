import { envelope, zIdParam } from '@playhall/contracts/envelope';
import { zSpinRequest, zSpinResult, zWheelState } from '@playhall/contracts/lucky-wheel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { memberCaller } from './callers';
import type { LuckyWheel } from './lucky-wheel';

/** A lucky wheel for the member: the committed seed's hash before a spin, today's spin, the recent spins. */
export const luckyWheelRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; wheel: LuckyWheel }> = async (
  app,
  { auth, wheel },
) => {
  const tags = ['rewards'];
  const { onRequest, memberId: member } = memberCaller(auth);

  app.get(
    '/wps/member/rewards/activities/:id/wheel',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'A lucky wheel: the SHA-256 of the server seed and the nonce of the next spin, and recent spins',
        params: zIdParam,
        response: { 200: envelope(zWheelState) },
      },
    },
    async (request) => ok(await wheel.wheel(member(request), request.params.id)),
  );

  app.post(
    '/wps/member/rewards/activities/:id/spin',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Spin today’s lucky wheel with a client seed: once a day; the answer reveals the server seed',
        params: zIdParam,
        body: zSpinRequest,
        response: { 200: envelope(zSpinResult) },
      },
    },
    async (request) => ok(await wheel.spin(member(request), request.params.id, request.body.clientSeed)),
  );
};
