import { zAgentAnnouncementPage, zAgentAnnouncementsQuery } from '@playhall/contracts/announcements';
import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import type { Authenticator } from '../session/authenticate';
import type { AgentAnnouncementPage } from './agent-announcements';

/** agentAnnouncement (member-and-agent-centres §2): agents' own announcements, to agents only. */
export const agentAnnouncementRoutes: FastifyPluginAsyncZod<{
  auth: Authenticator;
  page: AgentAnnouncementPage;
  defaultLanguage: () => Promise<LanguageCode>;
}> = async (app, { auth, page, defaultLanguage }) => {
  // Every call here is an agent's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true, agent: true }));
  app.get(
    '/wps/agent/announcements',
    {
      schema: {
        tags: ['agent'],
        summary: 'Announcements for agents (type AG): enabled and published, newest first, nine to a page',
        querystring: zAgentAnnouncementsQuery,
        response: { 200: envelope(zAgentAnnouncementPage) },
      },
    },
    async (request) => {
      await auth.requireAuth(request, { real: true, agent: true });
      const { pageNo, pageSize, language } = request.query;
      return ok(
        await page({ pageNo, pageSize }, resolveLanguage(request, language, await defaultLanguage())),
      );
    },
  );
};
