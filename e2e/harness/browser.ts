import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const artifactsDir = fileURLToPath(new URL('../../.e2e-artifacts/', import.meta.url));

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type Journey = {
  baseUrl: string;
  browser: Browser;
  /** SQL on the portal's database, for setting up states an operator would set. */
  sql: postgres.Sql;
  newPage(options?: { viewport?: keyof typeof VIEWPORTS }): Promise<{ page: Page; context: BrowserContext }>;
  screenshot(page: Page, name: string): Promise<void>;
};

/** One browser per test file; each test opens its own context (fresh storage) through `newPage`. */
export function useJourney(): Journey {
  const journey = {} as Journey;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    journey.baseUrl = inject('baseUrl');
    journey.sql = postgres(inject('databaseUrl'), { max: 2, onnotice: () => {} });
    journey.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    journey.newPage = async ({ viewport = 'desktop' } = {}) => {
      const context = await journey.browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: journey.baseUrl,
      });
      contexts.push(context);
      return { page: await context.newPage(), context };
    };
    journey.screenshot = async (page, name) => {
      await mkdir(artifactsDir, { recursive: true });
      await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: false });
    };
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
    await journey.browser?.close();
    await journey.sql?.end();
  });
  return journey;
}
