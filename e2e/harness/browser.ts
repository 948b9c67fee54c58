/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import type { Portal } from './global-setup';

/**
 * The portal of the worker running this file (decision 0053): each worker has its own server and database, so
 * files that run at the same time never see each other's operator changes.
 */
export function portal(): Portal {
  const portals = inject('portals');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const mine = portals[(worker - 1) % portals.length];
  if (!mine) throw new Error('The journeys have no portal: harness/global-setup.ts starts them');
  return mine;
}

export const artifactsDir = fileURLToPath(new URL('../../.e2e-artifacts/', import.meta.url));

/**
 * The theme a set of screenshots takes at a width: the phone in the default dark theme, the desktop in the light
 * one. Each width and each theme is drawn and looked at once, in half the runs of every pairing (CI's minutes);
 * the accessibility audit still runs every route in both themes.
 */
export function themesAt(viewport: string): readonly ('dark' | 'light')[] {
  return viewport === 'phone' ? ['dark'] : ['light'];
}

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

/**
 * Console messages that do not come from the portal and that it cannot prevent, each with the reason. Anything
 * else the portal logs as an error, a failed load or an unused preload fails the test that was running.
 */
const EXTERNAL_CONSOLE_MESSAGES: readonly RegExp[] = [];

/** What the pages of the running test logged that a person opening the console should never see. */
let consoleProblems: string[] = [];
/** What the running test provokes on purpose (`expectConsoleErrors`). */
let expectedProblems: RegExp[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Declares console errors the running test provokes on purpose: a refused call as `'<status> <path>'` (for example
 * `'401 /wps/session/login'` after the wrong password a test types; Chromium logs every answer of 400 and above as
 * a failed load), or a pattern for any other message (a chunk a test blocks). Anything else still fails the test.
 */
export function expectConsoleErrors(...expected: (string | RegExp)[]): void {
  for (const item of expected) {
    if (item instanceof RegExp) {
      expectedProblems.push(item);
      continue;
    }
    const [status, path] = item.split(' ');
    if (!status || !path) throw new Error(`expectConsoleErrors: '${item}' is not '<status> <path>'`);
    expectedProblems.push(
      new RegExp(`status of ${status} \\(.*\\(at https?://[^/]+${escapeRegExp(path)}([?#)]|$)`),
    );
  }
}

function isConsoleProblem(type: string, text: string): boolean {
  if (type !== 'error' && !(type === 'warning' && /preload/i.test(text))) return false;
  return !EXTERNAL_CONSOLE_MESSAGES.some((pattern) => pattern.test(text));
}

/** The requests each context has sent that have not finished yet, with when they were sent. */
const pendingRequests = new WeakMap<BrowserContext, Map<Request, number>>();

/** Records console errors, preload warnings and uncaught exceptions of every page the context opens. */
function watchConsole(context: BrowserContext): void {
  const inFlight = new Map<Request, number>();
  pendingRequests.set(context, inFlight);
  context.on('request', (request) => inFlight.set(request, Date.now()));
  context.on('requestfinished', (request) => inFlight.delete(request));
  context.on('requestfailed', (request) => inFlight.delete(request));
  context.on('console', (message) => {
    if (!isConsoleProblem(message.type(), message.text())) return;
    const where = message.location().url || message.page()?.url() || 'unknown page';
    consoleProblems.push(`${message.type()}: ${message.text()} (at ${where})`);
  });
  context.on('weberror', (webError) => {
    consoleProblems.push(
      `uncaught: ${webError.error().message} (on ${webError.page()?.url() ?? 'unknown page'})`,
    );
  });
}

/**
 * A fresh context (own storage) for one visitor. Journeys browse with reduced motion, a preference the portal and
 * the games honour: without it the endless decorations (marquee, jackpot glow, service-button pulse) make this
 * machine's software compositor redraw the blurred sticky header every frame, half a core per open page.
 */
/**
 * A browser context watched for console problems. The announcement pop-up (once per session and visitor class)
 * starts closed for both classes, so that it covers no other journey's page; `announcements: true` leaves it to
 * open as it does for a person arriving.
 */
export async function openContext(
  browser: Browser,
  options: BrowserContextOptions,
  { announcements = false }: { announcements?: boolean } = {},
): Promise<BrowserContext> {
  // The lite app's service worker would answer some requests itself, out of page.route's reach; only the lite
  // app's own journey lets it run (`serviceWorkers: 'allow'`).
  const context = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block', ...options });
  watchConsole(context);
  if (!announcements) {
    await context.addInitScript(() => {
      if (!location.protocol.startsWith('http')) return;
      for (const visitor of ['user', 'anonymous']) sessionStorage.setItem(`announceClosed.${visitor}`, '1');
    });
  }
  return context;
}

/**
 * Storage the portal's pages of a context start with (the session token, the theme), written before any script of
 * a page runs, on every page the context loads. A language comes with the cookie the language update call sets, as
 * on a device where the visitor chose it: the server's first answer (its preload hints) speaks it too.
 */
export async function seedStorage(
  context: BrowserContext,
  { local = {}, session = {} }: { local?: Record<string, string>; session?: Record<string, string> },
): Promise<void> {
  if (local.lang) await context.addCookies([{ name: 'ph_lang', value: local.lang, url: portal().baseUrl }]);
  await context.addInitScript(
    ([localItems, sessionItems]) => {
      // Init scripts also run in the blank page a context opens first, whose storage is out of reach.
      if (!location.protocol.startsWith('http')) return;
      for (const [key, value] of Object.entries(localItems)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(sessionItems)) sessionStorage.setItem(key, value);
    },
    [local, session] as const,
  );
}

/**
 * What the pages of a failed test showed: a screenshot of each in the artifacts folder and, in the test's output,
 * its address, the text on screen and the calls that failed, so that a failure on CI can be read without a rerun.
 */
async function recordFailedPages(testName: string, contexts: BrowserContext[]): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  await mkdir(artifactsDir, { recursive: true });
  for (const context of contexts) {
    const pending = [...(pendingRequests.get(context) ?? [])].map(
      ([request, sent]) => `${request.method()} ${request.url()} (${Date.now() - sent} ms)`,
    );
    if (pending.length > 0) console.error(`requests still pending:\n${pending.join('\n')}`);
  }
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const path = `${artifactsDir}failed-${slug}-${index}.png`;
    await page.screenshot({ path, timeout: 5_000 }).catch(() => {});
    const text = await page
      .locator('body')
      .textContent({ timeout: 2_000 })
      .then((content) => (content ?? '').replace(/\s+/g, ' '))
      .catch((error: Error) => `(no text: ${error.message})`);
    console.error(`failed page ${index} at ${page.url()} (${path}):\n${text.slice(0, 1_500)}`);
  }
  if (consoleProblems.length > 0) console.error(`console while it ran:\n${consoleProblems.join('\n')}`);
}

/**
 * One browser per test file; each test opens its own context (fresh storage) through `newPage` or the support
 * helpers. A context a test opens is closed when that test ends: pages left open keep animating (banners,
 * marquees, the jackpot) and, on two cores, slow every later test down. Contexts opened in `beforeAll` hooks live
 * until the file ends. A test fails when any page logged a console error, a preload warning or an uncaught
 * exception while it ran (issue 15).
 */
export function useJourney(): Journey {
  const journey = {} as Journey;
  let sharedContexts = new Set<BrowserContext>();
  beforeAll(async () => {
    journey.baseUrl = portal().baseUrl;
    journey.sql = postgres(portal().databaseUrl, { max: 2, onnotice: () => {} });
    journey.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    journey.newPage = async ({ viewport = 'desktop' } = {}) => {
      const context = await openContext(journey.browser, {
        viewport: VIEWPORTS[viewport],
        baseURL: journey.baseUrl,
      });
      return { page: await context.newPage(), context };
    };
    journey.screenshot = async (page, name) => {
      await mkdir(artifactsDir, { recursive: true });
      await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: false });
    };
  });
  beforeEach(() => {
    sharedContexts = new Set(journey.browser.contexts());
    consoleProblems = [];
    expectedProblems = [];
  });
  afterEach(async ({ task }) => {
    const opened = journey.browser.contexts().filter((context) => !sharedContexts.has(context));
    if (task.result?.state === 'fail') await recordFailedPages(task.name, opened);
    await Promise.all(opened.map((context) => context.close().catch(() => {})));
    // The console check: what the pages logged while this test ran (contexts of beforeAll hooks included).
    const expected = expectedProblems;
    const problems = consoleProblems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    consoleProblems = [];
    expect(problems, 'console errors or preload warnings').toEqual([]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.sql?.end();
  });
  return journey;
}

/**
 * Waits until every image drawn inside the viewport has loaded. An image that is not rendered (display: none, as
 * the winner cards past the second are on a phone) or lies outside the viewport is left out: a lazy image there
 * never loads, and a screenshot does not show it. On time-out it names the images still loading.
 */
export async function waitForImagesOnScreen(page: Page, timeout = 20_000): Promise<void> {
  const pending = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const isRendered = box.width > 0 && box.height > 0;
          const isOnScreen =
            box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
          return isRendered && isOnScreen && !image.complete;
        })
        .map((image) => image.currentSrc || image.src),
    );
  const deadline = Date.now() + timeout;
  let loading = await pending();
  while (loading.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    loading = await pending();
  }
  expect(loading, 'images on screen still loading').toEqual([]);
}

/**
 * Waits for the images on screen and for animations to end (`settleMs`), proves nothing spills sideways, then
 * writes the picture to the artifacts folder.
 */
export async function shoot(page: Page, name: string, { settleMs = 600 } = {}): Promise<void> {
  await waitForImagesOnScreen(page);
  await page.waitForTimeout(settleMs);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png` });
}

/** Scrolls the first element matching `selector` to just under the sticky header. */
export async function scrollTo(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY - 130;
      window.scrollTo({ top, behavior: 'instant' });
    });
}
