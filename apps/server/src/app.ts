import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { TableCache } from './cache/table-cache';
import { type Config, toFastifyTrustProxy } from './config';
import type { Database } from './db/database';
import { createClientInfoReader } from './http/client-info';
import { registerEncryptedBodies } from './http/encrypted-body';
import { registerErrorHandler } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { registerWebApp } from './http/web-app';
import { type Job, startScheduler } from './jobs/scheduler';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { mediaRoutes } from './modules/media/routes';
import { cachedAccountSettings } from './modules/member/account-settings';
import { createPasswordService } from './modules/member/passwords';
import { createRegistration } from './modules/member/register';
import { memberRoutes } from './modules/member/routes';
import { createSecurityService } from './modules/member/security';
import { securityRoutes } from './modules/member/security-routes';
import { outboxEmail, smtpEmail } from './modules/messaging/email';
import { createMessaging } from './modules/messaging/service';
import { outboxSms, twilioSms } from './modules/messaging/sms';
import { createAuthenticator } from './modules/session/authenticate';
import { createLoginService } from './modules/session/login';
import { createLoginGuard } from './modules/session/login-guard';
import { sessionRoutes } from './modules/session/routes';
import { createSecondFactorService } from './modules/session/second-factor';
import { registerAccessGate } from './modules/system/access-gate';
import { systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { createCaptchaService } from './modules/verification/captchas';
import { createCodeService } from './modules/verification/codes';
import { verificationRoutes } from './modules/verification/routes';
import { createCodeSender } from './modules/verification/send-codes';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { assetsDir } from './paths';
import { loadServerKeys } from './security/server-keys';
import { registerCashier } from './wiring/cashier';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read-mostly cache; `sync()` waits until earlier database changes are visible through it. */
    tableCache: TableCache;
    /** The background jobs, by name, for the scheduler and for running one by hand. */
    jobs: Job[];
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** The built web app to serve, or null for an API-only instance (tests, benchmarks). */
  webDistDir: string | null;
  logger?: FastifyBaseLogger | boolean | { level: string };
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
  app.decorate('tableCache', cache);
  app.addHook('onClose', async () => cache.stop());

  const clientInfo = createClientInfoReader(config.TRUST_PROXY, config.COUNTRY_HEADER);
  const system = createSystemService({ db: database.db, cache, log: app.log });
  const catalogue = createCatalogueService({ db: database.db, cache, featureFlags: system.getFeatureFlags });

  const db = database.db;
  const settings = cachedAccountSettings(db, cache);
  const flags = system.getFeatureFlags;
  const brandName = async () => (await system.brand()).name;
  const messaging = createMessaging({
    db,
    log: app.log,
    sms:
      config.SMS_PROVIDER === 'twilio'
        ? twilioSms({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            apiUrl: config.TWILIO_API_URL,
          })
        : outboxSms,
    email: config.SMTP_URL ? smtpEmail(config.SMTP_URL, config.MAIL_FROM) : outboxEmail,
  });
  const captchas = createCaptchaService(database);
  const codes = createCodeService(database);
  const auth = createAuthenticator(database, settings);
  const registerSettings = system.getRegisterSettings;
  const fieldRules = system.getFieldRules;
  const sender = createCodeSender({
    db,
    settings,
    registerSettings,
    flags,
    captchas,
    codes,
    messaging,
    brandName,
  });
  const login = createLoginService({
    database,
    settings,
    flags,
    guard: createLoginGuard(database, captchas),
    codes,
  });
  const secondFactor = createSecondFactorService({ database, settings, codes, messaging, brandName });
  const registration = createRegistration({
    database,
    settings,
    registerSettings,
    fieldRules,
    captchas,
    codes,
  });
  const passwords = createPasswordService({
    database,
    settings,
    flags,
    fieldRules,
    captchas,
    codes,
    messaging,
    publicUrl: config.PUBLIC_URL,
    brandName,
  });

  const serverKeys = await loadServerKeys(database);
  registerEncryptedBodies(app, serverKeys, config.REQUIRE_ENCRYPTED_BODIES);
  registerAccessGate(app, system, clientInfo);
  const secureCookies = config.PUBLIC_URL.startsWith('https:');
  const loginAttemptsPerMinute = config.LOGIN_ATTEMPTS_PER_MINUTE;
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  await app.register(systemRoutes, {
    system,
    clientInfo,
    secureCookies,
    auth,
    database,
    publicKeySpki: serverKeys.publicKeySpki,
  });
  await app.register(catalogueRoutes, { catalogue });
  await app.register(mediaRoutes, { catalogue });
  await app.register(verificationRoutes, { captchas, sender, clientInfo });
  await app.register(sessionRoutes, {
    database,
    settings,
    flags,
    auth,
    login,
    secondFactor,
    clientInfo,
    loginAttemptsPerMinute,
  });
  await app.register(memberRoutes, {
    database,
    auth,
    registration,
    passwords,
    clientInfo,
    loginAttemptsPerMinute,
  });
  const security = createSecurityService({ database, settings, codes, messaging, brandName });
  await app.register(securityRoutes, {
    auth,
    security,
    clientInfo,
    sensitivePerMinute: loginAttemptsPerMinute,
  });
  const wallet = createWalletService({
    database,
    brand: system.brand,
    transferVendors: catalogue.transferVendors,
  });
  await app.register(walletRoutes, { auth, wallet });

  const jobs = await registerCashier(app, { config, database, cache, auth, brand: system.brand, clientInfo });
  app.decorate('jobs', jobs);
  if (runJobs) {
    const stop = startScheduler(jobs, app.log);
    app.addHook('onClose', async () => stop());
  }

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
