import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { secretProblem } from '@playhall/signing/published-secrets';
import Fastify from 'fastify';
import { z } from 'zod';
import { migrateGames } from './server/migrations';
import { createGamesProvider } from './server/provider-plugin';
import { openGamesDb } from './standalone-db';

/**
 * `npm run games`: the built-in provider on its own, as an outside vendor would run it: its own port and database,
 * calling the portal's wallet at WALLET_URL. Point the portal at it with GAMES_URL.
 */
const parsed = z
  .object({
    GAMES_PORT: z.coerce.number().int().min(1).max(65_535).default(3100),
    GAMES_HOST: z.string().default('0.0.0.0'),
    WALLET_URL: z.url().default('http://localhost:3000'),
    PORTAL_URL: z.url().default('http://localhost:3000'),
    // Shared with the portal (its PROVIDER_SECRET); a secret written anywhere public is refused.
    PROVIDER_SECRET: z.string().superRefine((value, context) => {
      const problem = secretProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    GAMES_DATABASE_URL: z.url().optional(),
    GAMES_DATA_DIR: z.string().default('./data/games'),
    GAMES_TIME_ZONE: z.string().default('Asia/Shanghai'),
    GAMES_CURRENCY: z.string().default('CNY'),
    LOTTERY_FAST_MINUTES: z.coerce.number().int().min(1).max(60).optional(),
    LOG_LEVEL: z.string().default('info'),
  })
  .safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Invalid configuration:\n${lines.join('\n')}`);
  process.exit(1);
}
const env = parsed.data;

if (!env.GAMES_DATABASE_URL) mkdirSync(env.GAMES_DATA_DIR, { recursive: true });
const db = await openGamesDb(
  env.GAMES_DATABASE_URL ? { url: env.GAMES_DATABASE_URL } : { dataDir: env.GAMES_DATA_DIR },
);
await migrateGames(db);
const games = createGamesProvider({
  db,
  walletUrl: env.WALLET_URL,
  secret: env.PROVIDER_SECRET,
  portalUrl: env.PORTAL_URL,
  clock: {
    timeZone: async () => env.GAMES_TIME_ZONE,
    ...(env.LOTTERY_FAST_MINUTES ? { fastMinutes: env.LOTTERY_FAST_MINUTES } : {}),
  },
  demoCurrency: async () => env.GAMES_CURRENCY,
  clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
});

// No request lines: launch addresses carry tokens and signatures in their query (issue 11.16); errors still log.
const app = Fastify({ logger: { level: env.LOG_LEVEL }, disableRequestLogging: true });
// The portal frames the game pages; nobody else may.
const portal = new URL(env.PORTAL_URL).origin;
app.addHook('onRequest', async (_request, reply) => {
  reply.headers({
    'content-security-policy': `default-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors ${portal}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
});
await app.register(games.plugin);

// One run of a job at a time; the jobs themselves are safe on several processes (conditional updates, txIds).
const timers = games.jobs.map((job) => {
  let running = false;
  return setInterval(() => {
    if (running) return;
    running = true;
    job
      .run()
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, job.everyMs);
});
const stop = async () => {
  for (const timer of timers) clearInterval(timer);
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
await app.listen({ port: env.GAMES_PORT, host: env.GAMES_HOST });
