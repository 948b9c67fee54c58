import { defineConfig } from 'vitest/config';
import { journeyWorkers } from './harness/global-setup';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['harness/global-setup.ts'],
    // Each worker has its own server and database (decision 0053): files run as many at a time as there are
    // portals, and a file that changes what every visitor sees (maintenance, regions) changes it on its own.
    maxWorkers: journeyWorkers(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
