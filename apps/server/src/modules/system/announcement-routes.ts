import { zAnnouncementPage, zAnnouncementsQuery } from '@playhall/contracts/announcements';
import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import type { Authenticator } from '../session/authenticate';
import { type AnnouncementPages, publicAudience } from './announcement-pages';

type Options = { auth: Authenticator; page: AnnouncementPages; defaultLanguage: () => Promise<LanguageCode> };

/** agentAnnouncement (member-and-agent-centres §2): agents' own announcements, to agents only. */
export const agentAnnouncementRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { auth, page, defaultLanguage },
) => {
  // Every call here is an agent's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true, agent: true }));
  app.get(
    '/wps/agent/announcements',
    {
      schema: {
        tags: ['agent'],
        summary: 'Announcements for agents (type AG): enabled and published, newest first, nine to a page',
        querystring: zAnnouncementsQuery,
        response: { 200: envelope(zAnnouncementPage) },
      },
    },
    async (request) => {
      await auth.requireAuth(request, { real: true, agent: true });
      const { pageNo, pageSize, language } = request.query;
      return ok(
        await page(
          { agents: true },
          { pageNo, pageSize },
          resolveLanguage(request, language, await defaultLanguage()),
        ),
      );
    },
  );
};

/**
 * /announce (member-and-agent-centres §2, §4, §9): the portal's announcements for the caller's visitor class, a
 * logged-in user's (executions A and F) or an anonymous visitor's (B); newest first, nine to a page. A token that
 * is no longer valid reads as a visitor, like the rest of the public pages.
 */
export const publicAnnouncementRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { auth, page, defaultLanguage },
) => {
  app.get(
    '/wps/system/announcements',
    {
      schema: {
        tags: ['system'],
        summary: 'Announcements of the caller’s visitor class (user: A and F; anonymous: B), newest first',
        querystring: zAnnouncementsQuery,
        response: { 200: envelope(zAnnouncementPage) },
      },
    },
    async (request) => {
      const caller = await auth.optionalAuth(request);
      const { pageNo, pageSize, language } = request.query;
      return ok(
        await page(
          publicAudience(caller !== null),
          { pageNo, pageSize },
          resolveLanguage(request, language, await defaultLanguage()),
        ),
      );
    },
  );
};
