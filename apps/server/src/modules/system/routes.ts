import { envelope } from '@playhall/contracts/envelope';
import {
  zBanner,
  zBannersQuery,
  zCountry,
  zCustomerService,
  zDomainRoute,
  zDomainRouteQuery,
  zFeatureNode,
  zLanguageUpdate,
  zNotice,
  zNoticesQuery,
  zPingQuery,
  zPublicKey,
  zRegisterFieldRules,
  zRegisterSettings,
  zSiteResource,
  zSystemStatus,
} from '@playhall/contracts/system';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { LANGUAGE_COOKIE, resolveLanguage } from '../../http/language';
import { setMemberLanguage } from '../member/queries';
import type { Authenticator } from '../session/authenticate';
import type { SystemService } from './service';

export type SystemRoutesOptions = {
  system: SystemService;
  publicKeySpki: string;
  auth: Authenticator;
  database: Database;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  secureCookies: boolean;
};

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { system, clientInfo, secureCookies, auth, database, publicKeySpki },
) => {
  app.get(
    '/wps/system/publicKey',
    {
      schema: {
        tags,
        summary:
          'The public key that sensitive bodies are encrypted to (RSA-OAEP SHA-256 wrapping an AES-256-GCM key)',
        response: { 200: envelope(zPublicKey) },
      },
    },
    async () => ok({ algorithm: 'RSA-OAEP-256+A256GCM' as const, spki: publicKeySpki }),
  );

  app.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
        response: { 200: envelope(zSystemStatus) },
      },
    },
    async (request) => ok(await system.getStatus(clientInfo(request))),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags,
        summary: 'Site settings: the whitelabel feature tree',
        response: { 200: envelope(z.array(zFeatureNode)) },
      },
    },
    async () => ok(await system.getWhitelabel()),
  );

  app.get(
    '/wps/system/setting/register',
    { schema: { tags, summary: 'Register settings', response: { 200: envelope(zRegisterSettings) } } },
    async () => ok(await system.getRegisterSettings()),
  );

  app.get(
    '/wps/system/setting/register/fields',
    {
      schema: { tags, summary: 'Registration field rules', response: { 200: envelope(zRegisterFieldRules) } },
    },
    async () => ok(await system.getFieldRules()),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags,
        summary: 'Domain routes (mirror sites), the first five',
        querystring: zDomainRouteQuery,
        response: { 200: envelope(z.array(zDomainRoute)) },
      },
    },
    async (request) => ok(await system.getDomainRoutes(request.query.device === '1' ? 1 : 0)),
  );

  // The speed test on one of the brand's domains pings the others: the only call other origins may read (CORS),
  // and it reads nothing of the visitor (no cookies are sent, no data comes back).
  app.get(
    '/wps/system/ping',
    {
      schema: {
        tags,
        summary: 'Speed-test ping: an empty answer any origin may read, never cached',
        querystring: zPingQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (_request, reply) => {
      reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
      return ok(null);
    },
  );

  app.get(
    '/wps/system/countries',
    {
      schema: {
        tags,
        summary: 'Country dialing codes with flags',
        response: { 200: envelope(z.array(zCountry)) },
      },
    },
    async () => ok(await system.getCountries()),
  );

  app.get(
    '/wps/system/banners',
    {
      schema: {
        tags,
        summary: 'Banners of a group',
        querystring: zBannersQuery,
        response: { 200: envelope(z.array(zBanner)) },
      },
    },
    async (request) => ok(await system.getBanners(request.query.groupName)),
  );

  app.get(
    '/wps/system/notices',
    {
      schema: {
        tags,
        summary: 'Notices (marquee and popup); execution B for visitors',
        querystring: zNoticesQuery,
        response: { 200: envelope(z.array(zNotice)) },
      },
    },
    async (request) => {
      const { types, execution, language } = request.query;
      const brand = await system.brand();
      return ok(
        await system.getNotices(
          { types: types.split(','), executions: execution.split(',') },
          resolveLanguage(request, language, brand.defaultLanguage),
        ),
      );
    },
  );

  app.get(
    '/wps/system/resources',
    {
      schema: {
        tags,
        summary: 'Site resources (download, Telegram, Facebook)',
        response: { 200: envelope(z.array(zSiteResource)) },
      },
    },
    async () => ok(await system.getSiteResources()),
  );

  app.get(
    '/wps/system/customerService',
    {
      schema: {
        tags,
        summary: 'Customer-service entries',
        response: { 200: envelope(z.array(zCustomerService)) },
      },
    },
    async () => ok(await system.getCustomerServices()),
  );

  app.put(
    '/wps/system/language',
    {
      schema: {
        tags,
        summary:
          'Language update: content calls answer in this language from now on; saved on the member when logged in',
        body: zLanguageUpdate,
        response: { 200: envelope(zLanguageUpdate) },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      const session = await auth.optionalAuth(request);
      if (session) await setMemberLanguage(database, session.memberId, language);
      const secure = secureCookies ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`,
      );
      return ok({ language });
    },
  );
};
