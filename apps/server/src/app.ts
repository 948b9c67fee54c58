import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { TableCache } from './cache/table-cache';
import { type Config, toFastifyTrustProxy } from './config';
import type { Database } from './db/database';
import { createClientInfoReader } from './http/client-info';
import { registerErrorHandler } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { registerWebApp } from './http/web-app';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { mediaRoutes } from './modules/media/routes';
import { registerAccessGate } from './modules/system/access-gate';
import { systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { assetsDir } from './paths';

export type AppOptions = {
  config: Config;
  database: Database;
  /** The built web app to serve, or null for an API-only instance (tests, benchmarks). */
  webDistDir: string | null;
  logger?: FastifyBaseLogger | boolean | { level: string };
};

/**
 * Builds the whole HTTP application from plugins and domain modules. It does not listen and does not own the
 * database: `server.ts` does both.
 */
export async function buildApp({
  config,
  database,
  webDistDir,
  logger,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON; a text body is refused with 415 rather than read as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Response types are checked at compile time by the type provider; at run time a plain JSON.stringify is
  // enough and keeps hot calls fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);

  await app.register(securityHeaders);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Playhall API',
        version: '1.0.0',
        description: 'Every call of the portal, generated from its zod schemas.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI sets its own policy on its pages; keep H1's base-uri rule there too.
    transformStaticCSP: (header) => header.replace("base-uri 'self'", "base-uri 'none'"),
  });

  const cache = new TableCache(database, app.log);
  await cache.start();
  app.addHook('onClose', async () => cache.stop());

  const clientInfo = createClientInfoReader(config.TRUST_PROXY, config.COUNTRY_HEADER);
  const system = createSystemService({ db: database.db, cache, log: app.log });
  const catalogue = createCatalogueService({ db: database.db, cache, featureFlags: system.getFeatureFlags });

  registerAccessGate(app, system, clientInfo);
  const secureCookies = config.PUBLIC_URL.startsWith('https:');
  await app.register(systemRoutes, { system, clientInfo, secureCookies });
  await app.register(catalogueRoutes, { catalogue });
  await app.register(mediaRoutes, { catalogue });

  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: `${assetsDir}/banners`,
    prefix: '/img/banners/',
    decorateReply: false,
    maxAge: 86_400_000,
  });
  await registerWebApp(app, webDistDir);

  return app;
}
