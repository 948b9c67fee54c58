import { zBetPage, zBetsQuery, zProfitQuery, zProfitReport } from '@playhall/contracts/bets';
import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import type { Authenticator } from '../session/authenticate';
import type { createBetRecords } from './bet-records';
import type { createProfitReport } from './profit-report';

export type BetRoutesOptions = {
  auth: Authenticator;
  records: ReturnType<typeof createBetRecords>;
  profit: ReturnType<typeof createProfitReport>;
  defaultLanguage: () => Promise<LanguageCode>;
};

const tags = ['member'];

export const betRoutes: FastifyPluginAsyncZod<BetRoutesOptions> = async (app, options) => {
  const { auth, records, profit } = options;
  // Every call here is a real member's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true }));

  app.get(
    '/wps/member/bets',
    {
      schema: {
        tags,
        summary: 'Betting record: the member’s bets, newest first, with the filter’s totals',
        querystring: zBetsQuery,
        response: { 200: envelope(zBetPage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true });
      const language = resolveLanguage(request, undefined, await options.defaultLanguage());
      return ok(await records.list(memberId, request.query, language));
    },
  );

  app.get(
    '/wps/member/profit',
    {
      schema: {
        tags,
        summary: 'Profit and loss by day (brand time zone) and category',
        querystring: zProfitQuery,
        response: { 200: envelope(zProfitReport) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true });
      return ok(await profit.report(memberId, request.query.startDate, request.query.endDate));
    },
  );
};
