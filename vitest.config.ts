import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isDroppedTypeFetch } from './apps/server/src/db/dropped-type-fetch';

export default defineConfig({
  // The web app's `@/` (apps/web/vite.config.ts), for its unit tests.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    include: [
      'apps/server/**/*.test.ts',
      'apps/games/**/*.test.ts',
      'packages/**/*.test.ts',
      'scripts/**/*.test.ts',
      'apps/web/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-CPU machine (CI's), which leaves a
    // CPU idle while a suite waits on its database. Two at least keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // postgres.js drops one query's promise on each new connection (apps/server/src/db/dropped-type-fetch.ts): when
    // a test terminates the database's connections while one is being opened (input-hardening's 11.13), it rejects
    // with nobody to catch it. Only that fetch's failure is ignored; what the requests answered is asserted by the
    // test itself.
    onUnhandledError(error) {
      if (isDroppedTypeFetch(error)) return false;
    },
  },
});
