/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectConsoleErrors,
  openContext,
  seedStorage,
  shoot,
  themesAt,
  useJourney,
  VIEWPORTS,
} from '../harness/browser';
import { freshName, registerByApi } from './support/accounts';
import { seriousViolations } from './support/axe';

const journey = useJourney();

const GUIDES = [
  { name: 'iPhone and iPad', link: 'https://download.playhall.example/ios' },
  { name: 'Android', link: 'https://download.playhall.example/android' },
  { name: 'Lite app', link: null },
] as const;

/** A context in which the lite app's service worker may run (the harness blocks it everywhere else). */
async function liteAppPage(options: { token?: string } = {}): Promise<Page> {
  const context = await openContext(journey.browser, {
    baseURL: journey.baseUrl,
    viewport: VIEWPORTS.phone,
    serviceWorkers: 'allow',
  });
  if (options.token) await seedStorage(context, { session: { token: options.token } });
  return context.newPage();
}

/** The URLs every cache of the page's origin holds. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { names: await caches.keys(), urls };
  });

describe('app download (/down)', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    for (const theme of themesAt(viewport)) {
      test(`shows the iOS, Android and lite-app guides with numbered steps and QR codes (${viewport}, ${theme})`, async () => {
        const context = await openContext(journey.browser, {
          baseURL: journey.baseUrl,
          viewport: VIEWPORTS[viewport],
        });
        await seedStorage(context, { local: { theme } });
        const page = await context.newPage();
        await page.goto('/down');
        await page.getByRole('heading', { level: 1, name: 'App download' }).waitFor();
        for (const guide of GUIDES) {
          const section = page.getByRole('region', { name: guide.name });
          const qr = section.getByRole('img', { name: /^QR code of / });
          await qr.waitFor();
          const label = await qr.getAttribute('aria-label');
          expect(label).toBe(`QR code of ${guide.link ?? `${journey.baseUrl}/`}`);
          const box = await qr.boundingBox();
          expect(box?.width, guide.name).toBeGreaterThanOrEqual(140);
          // A drawn code: many dark modules in one path, not an empty frame.
          expect((await qr.locator('path').getAttribute('d'))?.length ?? 0).toBeGreaterThan(500);
          expect(
            await section.getByRole('list', { name: 'How to install' }).getByRole('listitem').count(),
          ).toBe(3);
        }
        const ios = page.getByRole('region', { name: 'iPhone and iPad' });
        expect(await ios.getByRole('link', { name: 'Get the iOS app' }).getAttribute('href')).toBe(
          GUIDES[0].link,
        );
        expect(await seriousViolations(page, `/down (${viewport}, ${theme})`)).toEqual([]);
        await shoot(page, `app-download-${viewport}-${theme}`);

        // Without the browser's install offer (this context runs no service worker), Install points to the steps.
        const lite = page.getByRole('region', { name: 'Lite app' });
        await lite.getByRole('button', { name: 'Install' }).click();
        await lite
          .getByText('This browser offers no one-tap install here: follow the steps below.')
          .waitFor();
        await lite.getByRole('button', { name: 'Install' }).scrollIntoViewIfNeeded();
        await shoot(page, `app-download-${viewport}-${theme}-install`);
      });
    }
  }
});

describe('the lite app (progressive web app)', () => {
  test('is installable: a linked manifest, its icons, and a service worker in control of the site', async () => {
    const page = await liteAppPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get('content-type'), body: await response.json() };
    }, href ?? '');
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body).toMatchObject({ name: 'Playhall', display: 'standalone', start_url: '/' });
    for (const icon of manifest.body.icons as { src: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
    });
    expect(worker).toEqual({ script: `${journey.baseUrl}/sw.js`, scope: `${journey.baseUrl}/` });
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${journey.baseUrl}/sw.js`,
    );

    // Chromium's own installability checks (the ones Lighthouse read): nothing in the way but the private
    // (off-the-record) profile every automated context runs in.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
      [],
    );
  });

  test('shows the offline page when a page cannot be loaded, and the site again once back online', async () => {
    // The open page's own calls (the clock, the balance) fail while the device is offline.
    expectConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    const page = await liteAppPage();
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.context().setOffline(true);
    await page.goto('/winners');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await shoot(page, 'app-download-offline-page');
    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Winner list' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/winners');
  });

  test('keeps the shell and never an API answer in its cache, even for a signed-in member', async () => {
    const token = await registerByApi(journey.baseUrl, { username: freshName('lite') });
    const page = await liteAppPage({ token });
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    // The member's money calls run through a page the worker controls.
    const balance = page.waitForResponse((response) => response.url().includes('/wps/'));
    await page.goto('/member');
    await balance;
    await page.goto('/down');
    await page.getByRole('heading', { level: 1, name: 'App download' }).waitFor();

    const { names, urls } = await cachedUrls(page);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^playhall-shell-[0-9a-f]{12}$/);
    expect(urls).toContain('/offline.html');
    expect(urls.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => /^\/(wps|lgw|ops|play|img)\//.test(url))).toEqual([]);
    expect(
      await page.evaluate(async () => (await caches.match('/wps/system/permission')) === undefined),
    ).toBe(true);
  });
});

/** The server learns of a change of its domain list through NOTIFY; waits until its answer shows it. */
async function waitForDomainRoutes(count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${journey.baseUrl}/wps/system/domainRoute?device=0`);
    if (((await response.json()) as { value: unknown[] }).value.length === count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the domain list never had ${count} routes`);
}

const DEAD_MIRROR = 'http://mirror.playhall.invalid';

describe('the speed test', () => {
  test("pings the brand's other domains across origins, and shows a mirror that does not answer as failed", async () => {
    // The mirror that does not answer: Chromium logs the failed lookup.
    expectConsoleErrors(/ERR_NAME_NOT_RESOLVED/);
    const port = new URL(journey.baseUrl).port;
    // The seeded routes are http://127.0.0.1:<port> (main and mirror); a visitor on localhost reaches both only
    // across origins. A name under .invalid never resolves: that mirror fails.
    await journey.sql`insert into domain_routes (domain_name, type, device, sort_order)
      values (${DEAD_MIRROR}, 'MIRROR', 0, 2)`;
    try {
      await waitForDomainRoutes(3);
      const context = await openContext(journey.browser, { viewport: VIEWPORTS.desktop });
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}/`);
      await page
        .getByRole('navigation', { name: 'Side menu' })
        .getByRole('button', { name: 'Server speed test' })
        .click();
      const rows = page.getByRole('dialog', { name: 'Server speed test' }).getByRole('listitem');
      await rows.nth(2).getByText('No answer').waitFor();
      const texts = await rows.allTextContents();
      expect(texts).toHaveLength(3);
      for (const text of texts.slice(0, 2)) {
        expect(text).toContain(`127.0.0.1:${port}`);
        expect(text).toMatch(/\d ms(Fast|Normal|Slow)$/);
      }
      expect(texts[2]).toMatch(/mirror\.playhall\.invalidNo answerSlow$/);
    } finally {
      await journey.sql`delete from domain_routes where domain_name = ${DEAD_MIRROR}`;
    }
  });
});
