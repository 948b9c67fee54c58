/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectConsoleErrors, useJourney } from '../harness/browser';
import { createOperator } from './support/cashier';
import { nextCode } from './support/totp';

const journey = useJourney();

/** The server learns of the change through NOTIFY; wait until its status answer shows it. */
async function waitForStatus(expected: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${journey.baseUrl}/wps/system/status`);
    const body = (await response.json()) as { value: { status: number } };
    if (body.value.status === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`status never became ${expected}`);
}

async function restoreSite(): Promise<void> {
  await journey.sql`update site_settings set maintenance_enabled = false, maintenance_end = null, region_restriction_enabled = false`;
  await journey.sql`delete from region_rules where action = 'BLOCK' and kind = 'IP' and value = '127.0.0.1'`;
  await waitForStatus(0);
}

async function openShell(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Slots' })
    .waitFor();
}

describe('status pages', () => {
  test('maintenance replaces the whole app with the maintenance page', async () => {
    try {
      await journey.sql`update site_settings set maintenance_enabled = true, maintenance_end = now() + interval '1 hour'`;
      await waitForStatus(1);
      const { page } = await journey.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Game maintenance' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.getByText('Expected back').waitFor();
      expect(await page.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
      await page.getByRole('link', { name: 'support@playhall.example' }).waitFor();
      await journey.screenshot(page, 'maintenance-desktop-dark');

      // Back in service: the refresh action brings the app back.
      await restoreSite();
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    } finally {
      await restoreSite();
    }
  });

  test('operators sign in and work in the console while members see the maintenance page', async () => {
    const operator = await createOperator(journey.sql);
    const authenticator = operator.authenticator;
    if (!authenticator) throw new Error('the operator has no authenticator');
    try {
      await journey.sql`update site_settings set maintenance_enabled = true, maintenance_end = now() + interval '1 hour'`;
      await waitForStatus(1);
      const { page } = await journey.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Game maintenance' }).waitFor();

      await page.goto('/ops');
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
      await page.getByLabel('Operator name').fill(operator.username);
      await page.getByLabel('Password', { exact: true }).fill(operator.password);
      await page.getByLabel('Authenticator code').fill(await nextCode(authenticator));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Queue' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Members' })
        .click();
      await page.getByLabel('Account or number').fill('player01');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('row', { name: /player01/ }).waitFor();
      expect(await page.getByRole('heading', { name: 'Game maintenance' }).count()).toBe(0);
      await journey.screenshot(page, 'maintenance-ops-console');
    } finally {
      await restoreSite();
    }
  });

  test('a call refused for maintenance switches the running app to the maintenance page', async () => {
    // The game calls the language switch makes are refused: that is the subject.
    expectConsoleErrors(/status of 503 .*\/lgw\/games/);
    try {
      const { page } = await journey.newPage();
      await openShell(page);
      // The home page's own background calls finish first: the refused call must be the one this test makes.
      await page.waitForLoadState('networkidle');
      await journey.sql`update site_settings set maintenance_enabled = true, maintenance_end = now() + interval '1 hour'`;
      await waitForStatus(1);
      // A new language refetches the game menus: the gated call answers 503 MAINTENANCE.
      await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: '简体中文' }).click();
      await page.getByRole('heading', { level: 1, name: '游戏维护中' }).waitFor();
    } finally {
      await restoreSite();
    }
  });

  test('region restriction replaces the app with the access-restricted page showing the visitor IP', async () => {
    try {
      await journey.sql`update site_settings set region_restriction_enabled = true`;
      await journey.sql`insert into region_rules (action, kind, value) values ('BLOCK', 'IP', '127.0.0.1')`;
      await waitForStatus(2);
      const { page } = await journey.newPage({ viewport: 'phone' });
      await page.goto('/promotions');
      await page.getByRole('heading', { level: 1, name: 'Access restricted' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByTestId('visitor-ip').textContent()).toBe('127.0.0.1');
      await journey.screenshot(page, 'restricted-phone-dark');
    } finally {
      await restoreSite();
    }
  });
});

describe('chunk-load failures', () => {
  test('a page script that fails to load shows the translated ChunkLoadError view with a retry', async () => {
    expectConsoleErrors(/net::ERR_FAILED \(at [^)]*\/assets\/content-pages-/);
    const { page } = await journey.newPage();
    await openShell(page);
    await page.route(/\/assets\/content-pages-[^/]+\.js$/, (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This page did not finish loading' }).waitFor();
    await alert.getByText('ChunkLoadError').waitFor();
    await page.getByRole('banner').waitFor();

    await page.unroute(/\/assets\/content-pages-[^/]+\.js$/);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
  });

  test('a stylesheet that fails to load surfaces as CSS_CHUNK_LOAD_FAILED', async () => {
    // The failed sheet, and the error the route's error view reports.
    expectConsoleErrors(
      /net::ERR_FAILED \(at [^)]*\/assets\/speed-test-modal-/,
      /ChunkLoadError: CSS_CHUNK_LOAD_FAILED/,
    );
    const { page } = await journey.newPage();
    await openShell(page);
    await page.route(/\/assets\/speed-test-modal-[^/]+\.css$/, (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('button', { name: 'Server speed test' })
      .click();
    await page
      .getByText("The page's styles could not be downloaded. Check your connection and try again.")
      .waitFor();
  });
});
