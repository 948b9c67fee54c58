/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seedStorage, themesAt, useJourney, VIEWPORTS, waitForImagesOnScreen } from '../harness/browser';

const journey = useJourney();

/** Waits for the home view to be complete: categories, banner art and vendor logos all drawn. */
async function settleHome(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Slots' }).waitFor();
  await page.getByRole('region', { name: 'Featured' }).getByRole('img').first().waitFor();
  await page.waitForLoadState('networkidle');
  await waitForImagesOnScreen(page);
  await page.waitForTimeout(400);
}

describe('home page at both widths, each in one of the themes', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const theme of themesAt(viewport)) {
      test(`home page renders at ${viewport} width in the ${theme} theme without horizontal overflow`, async () => {
        const { page, context } = await journey.newPage({ viewport });
        await seedStorage(context, { local: { theme } });
        await page.goto('/');
        await settleHome(page);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await journey.screenshot(page, `home-${viewport}-${theme}`);

        if (viewport === 'phone') {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page
            .getByRole('navigation', { name: 'Side menu' })
            .getByRole('link', { name: 'Hot' })
            .waitFor();
          await page.waitForTimeout(400);
          await journey.screenshot(page, `drawer-${viewport}-${theme}`);
          await page.getByRole('button', { name: 'Close menu' }).click();
        }

        await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
        await page.getByRole('dialog', { name: 'Log in' }).waitFor();
        await page.waitForTimeout(600);
        await journey.screenshot(page, `login-${viewport}-${theme}`);
      });
    }
  }
});
