import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import { zLaunch, zLaunchQuery, zLotteryLaunchQuery } from '@playhall/contracts/lobby';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import type { Authenticator } from '../session/authenticate';
import type { Launcher } from './launch';

export type LaunchRoutesOptions = {
  auth: Authenticator;
  launcher: Launcher;
  defaultLanguage: () => Promise<LanguageCode>;
};

const tags = ['games'];

/** Launching a game: real play for members, demo play for free-trial tiles, and the lottery lobby. */
export const launchRoutes: FastifyPluginAsyncZod<LaunchRoutesOptions> = async (app, options) => {
  const { auth, launcher } = options;
  const language = async (request: FastifyRequest, explicit: LanguageCode | undefined) =>
    resolveLanguage(request, explicit, await options.defaultLanguage());

  app.get(
    '/wps/game/launchGame',
    {
      schema: {
        tags,
        summary: 'Launch a game: real play for members, demo for free-trial tiles',
        querystring: zLaunchQuery,
        response: { 200: envelope(zLaunch) },
      },
    },
    async (request) => {
      const query = request.query;
      const demo = query.demo === '1';
      const session = demo ? null : await auth.optionalAuth(request);
      if (!demo && session?.mustChangePassword) await auth.requireAuth(request);
      return ok(
        await launcher.launch(
          {
            gameCode: query.gameCode,
            vassalage: query.vassalage,
            demo,
            language: await language(request, query.language),
          },
          session,
        ),
      );
    },
  );

  app.get(
    '/wps/game/lottery/launch',
    {
      onRequest: auth.callerFirst({ real: true }),
      schema: {
        tags,
        summary: 'Lottery lobby launch',
        querystring: zLotteryLaunchQuery,
        response: { 200: envelope(zLaunch) },
      },
    },
    async (request) => {
      const query = request.query;
      const session = await auth.requireAuth(request, { real: true });
      return ok(
        await launcher.launch(
          {
            gameCode: query.gameCode,
            demo: false,
            language: await language(request, query.language),
            backUrl: query.backUrl,
          },
          session,
        ),
      );
    },
  );
};
