import { envelope } from '@playhall/contracts/envelope';
import { zSettlementClock, zSettlementRun } from '@playhall/contracts/ops-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

/**
 * The browser journeys' hook (TEST_CLOCK_HOOK, refused in a production deployment): moves the settlement clock
 * ahead so that today's daily salary is due, and settles. Registered only when the setting is on.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  setOffset: (ms: number) => void;
  settle: () => Promise<number>;
}> = async (app, { setOffset, settle }) => {
  app.post(
    '/test-hooks/settlement-clock',
    {
      schema: {
        hide: true,
        body: zSettlementClock,
        response: { 200: envelope(zSettlementRun) },
      },
    },
    async (request) => {
      setOffset(request.body.offsetMinutes * 60_000);
      return ok({ done: await settle() });
    },
  );
};
