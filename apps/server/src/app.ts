import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@playhall/contracts/error-codes';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TableCache } from './cache/table-cache';
import { type Config, toFastifyTrustProxy } from './config';
import type { Database } from './db/database';
import { registerApiReference } from './http/api-reference/register';
import { AppError } from './http/app-error';
import { registerBodyTypes } from './http/body-types';
import { createClientInfoReader } from './http/client-info';
import { registerEncryptedBodies } from './http/encrypted-body';
import { registerErrorHandler } from './http/error-handler';
import { redactingLogOptions } from './http/log-redaction';
import { homePageHints, readHomePagePreloads } from './http/page-hints';
import { securityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { registerWebApp } from './http/web-app';
import { type Job, startScheduler } from './jobs/scheduler';
import { loadServerKeys } from './security/server-keys';
import { loadServiceSecrets } from './security/service-secrets';
import { wireModules } from './wiring/modules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read-mostly cache; `sync()` waits until earlier database changes are visible through it. */
    tableCache: TableCache;
    /** The background jobs, by name, for the scheduler and for running one by hand. */
    jobs: Job[];
  }
}

const RATE_LIMITED = new AppError(429, ErrorCode.RATE_LIMITED, 'Too many requests, please slow down.');

export type AppOptions = {
  config: Config;
  database: Database;
  /** The built web app to serve, or null for an API-only instance (tests, benchmarks). */
  webDistDir: string | null;
  /** A logger of the caller's, false for none, or where to write (tests read what is logged); default stdout. */
  logger?: FastifyBaseLogger | boolean | { level: string; stream?: { write(line: string): void } };
  /** Run the background jobs in this process (the server does; tests run them by hand through `app.jobs`). */
  runJobs?: boolean;
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
  runJobs = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      typeof logger === 'boolean' || (logger !== undefined && 'child' in logger)
        ? logger
        : { level: config.LOG_LEVEL, ...logger, ...redactingLogOptions },
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

  // The brand's domains come from the database, which the modules below read: until they are wired, none.
  let domainOrigins: () => Promise<readonly string[]> = async () => [];
  await app.register(securityHeaders, {
    gamesOrigin: config.GAMES_URL ? new URL(config.GAMES_URL).origin : undefined,
    connectSources: () => domainOrigins(),
  });
  // After the security headers, so that a refused body type still carries them (H1).
  registerBodyTypes(app);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    // Counting headers on every answer cost bytes and time on the hottest calls; a refusal still says when to
    // come back (retry-after).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    // One refusal for every flood request: the plugin's default builds a new Error (and its stack trace) each
    // time, a tenth of the cost of refusing a wrong-password flood.
    errorResponseBuilder: () => RATE_LIMITED,
  });

  // JSON answers over a kilobyte go out compressed to clients that ask (the lobby's lists run to 10-20 kB); brotli
  // at a low quality costs little CPU. Built assets are precompressed already; vendors' callbacks are small.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const cache = new TableCache(database, app.log);
  await cache.start();
  app.decorate('tableCache', cache);
  app.addHook('onClose', async () => cache.stop());

  const clientInfo = createClientInfoReader(config.TRUST_PROXY, config.COUNTRY_HEADER);
  const serverKeys = await loadServerKeys(database);
  const secrets = await loadServiceSecrets(database, config);
  // Every domain module is built and registered in wiring/ (wiring/modules.ts lists the groups); this file only
  // places them among the plugins.
  const modules = wireModules({
    config,
    database,
    cache,
    secrets,
    publicKeySpki: serverKeys.publicKeySpki,
    clientInfo,
    log: app.log,
  });
  domainOrigins = modules.domainOrigins;

  // Before the hooks below, as before any route it documents.
  await registerApiReference(app, { requireOperator: modules.requireOperator });
  registerEncryptedBodies(app, serverKeys, config.REQUIRE_ENCRYPTED_BODIES);
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  const jobs = await modules.register(app);
  app.decorate('jobs', jobs);
  if (runJobs) {
    const stop = startScheduler(jobs, app.log);
    app.addHook('onClose', async () => stop());
  }

  const homePreloads = webDistDir === null ? null : await readHomePagePreloads(webDistDir);
  if (webDistDir !== null && homePreloads === null) {
    app.log.warn(
      { webDistDir },
      'the web build lists no home page preloads; the home page loads without them',
    );
  }
  const pageHints = homePageHints({
    brand: modules.system.brand,
    getBanners: modules.system.getBanners,
    isRefused: async (request) => (await modules.system.refusal(() => clientInfo(request))) !== null,
    preloads: homePreloads,
  });
  await registerWebApp(app, webDistDir, { pageHints });

  return app;
}
