/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { visitorContext } from './support/accounts';
import { createOperator, operatorContext, operatorToken, opsCall } from './support/cashier';
import { expectToast } from './support/ui-checks';
import { dangerousMarkup, SAFE_HTML, watchDialogs, XSS_PAYLOADS, xssFlag } from './support/xss-corpus';

const journey = useJourney();
let opsToken = '';

/** The demo help centre (apps/server/src/seed/help-*.ts). */
const FIRST_STEPS = 'Your first steps at Playhall';
const BONUSES = 'How bonuses and wagering work';
const SAFE_ACCOUNT = 'Keeping your account safe';

type OpsArticle = {
  id: number;
  category: string;
  device: string;
  texts: Record<string, { title: string; content: string }>;
  sortOrder: number;
  enabled: boolean;
};

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** Whether the section's top edge is on screen (the page scrolled to it). */
async function isScrolledTo(page: Page, selector: string): Promise<boolean> {
  await page.waitForFunction((target) => {
    const top = document.querySelector(target)?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight / 2;
  }, selector);
  return true;
}

describe('the help centre', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const theme of themesAt(viewport)) {
      test(`a visitor reads the beginner guide, opens an article and reaches the terms at ${viewport} width (${theme})`, async () => {
        const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport, theme });
        await page.goto('/help');
        await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
        const topics = page.getByRole('tablist', { name: 'Help topics' });
        const guide = topics.getByRole('tab', { name: /Beginner guide/ });
        expect(await guide.getAttribute('aria-selected')).toBe('true');
        expect((await topics.getByRole('tab').allTextContents())[0]).toMatch(/^Beginner guide/);
        const panel = page.getByRole('tabpanel', { name: /Beginner guide/ });
        // The guide's first article starts open; another opens on a click.
        expect(await panel.getByRole('button', { name: FIRST_STEPS }).getAttribute('aria-expanded')).toBe(
          'true',
        );
        await shoot(page, `help-top-${viewport}-${theme}`);
        await panel.getByRole('button', { name: BONUSES }).click();
        expect(await panel.getByRole('button', { name: BONUSES }).getAttribute('aria-expanded')).toBe('true');
        await panel.getByText('a ¥100.00 bonus wagered 10 times', { exact: false }).waitFor();
        await shoot(page, `help-article-${viewport}-${theme}`);

        await topics.getByRole('tab', { name: /Security and safe play/ }).click();
        await page
          .getByRole('tabpanel', { name: /Security and safe play/ })
          .getByRole('button', { name: SAFE_ACCOUNT })
          .waitFor();

        // The footer's terms link lands on the terms of use, in full, scrolled to and marked.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
        await page.waitForURL(/\/help#term$/);
        const terms = page.getByRole('region', { name: 'Terms of use' });
        await terms.getByText('You must be at least 18 years old', { exact: false }).waitFor();
        expect(await isScrolledTo(page, '#term')).toBe(true);
        expect(await terms.getAttribute('class')).toContain('terms--focus');
        await shoot(page, `help-terms-${viewport}-${theme}`);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
        await page.waitForURL(/\/help#privacy$/);
        await page
          .getByRole('region', { name: 'Privacy policy' })
          .getByText('We do not sell your data.')
          .waitFor();
        expect(await isScrolledTo(page, '#privacy')).toBe(true);
      });
    }
  }

  test('opened from elsewhere with #term, the page scrolls to the terms once they are there', async () => {
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport: 'phone' });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await page.waitForURL(/\/help#term$/);
    expect(await isScrolledTo(page, '#term')).toBe(true);
  });

  test('the register window’s consent links to the terms of use and the privacy policy it makes the member accept', async () => {
    const { page, context } = await visitorContext(journey.browser, journey.baseUrl);
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    const termsLink = dialog.getByRole('link', { name: 'terms of use' });
    expect(await termsLink.getAttribute('href')).toBe('/help#term');
    expect(await dialog.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/help#privacy',
    );
    await dialog.getByLabel('Username', { exact: true }).fill('keepsmyname');
    // A new tab: the half-filled form stays as it was, and the consent is still to tick.
    const [terms] = await Promise.all([context.waitForEvent('page'), termsLink.click()]);
    await terms.waitForURL(/\/help#term$/);
    await terms
      .getByRole('region', { name: 'Terms of use' })
      .getByText('one account only', { exact: false })
      .waitFor();
    expect(await dialog.getByLabel('Username', { exact: true }).inputValue()).toBe('keepsmyname');
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(false);
  });
});

describe('the console’s help centre', () => {
  test('an operator edits an article in /ops and the visitor sees the change', async () => {
    const [before] = await opsCall<OpsArticle[]>(
      journey.baseUrl,
      opsToken,
      'GET',
      '/ops/api/help?category=SECURITY',
    );
    if (!before) throw new Error('the demo help centre has no security article');
    const renamed = `Keeping your account safe (${Date.now().toString(36)})`;
    const ops = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme: 'light' });
    try {
      await ops.page.goto('/ops');
      await ops.page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Help centre' })
        .click();
      const table = ops.page.getByRole('table', { name: 'Help articles' });
      await table.getByRole('row', { name: new RegExp(FIRST_STEPS) }).waitFor();
      await shoot(ops.page, 'ops-help-list-desktop-light');
      await table.getByRole('button', { name: `Edit ${SAFE_ACCOUNT}` }).click();
      const form = ops.page.getByRole('region', { name: `Edit help article #${before.id}` });
      await form.getByRole('textbox', { name: 'Text (English)' }).waitFor();
      await shoot(ops.page, 'ops-help-editor-desktop-light');
      await form.getByLabel('Title (English)').fill(renamed);
      await form.getByRole('button', { name: 'Save' }).click();
      await expectToast(ops.page, `Help article #${before.id} saved`);
      await table.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) }).waitFor();

      const { page } = await visitorContext(journey.browser, journey.baseUrl);
      await page.goto('/help');
      await page
        .getByRole('tablist', { name: 'Help topics' })
        .getByRole('tab', { name: /Security and safe play/ })
        .click();
      await page.getByRole('button', { name: renamed }).waitFor();
      expect(await page.getByRole('button', { name: SAFE_ACCOUNT, exact: true }).count()).toBe(0);
    } finally {
      const { id, category, device, texts, sortOrder, enabled } = before;
      await opsCall(journey.baseUrl, opsToken, 'PUT', `/ops/api/help/${id}`, {
        category,
        device,
        texts,
        sortOrder,
        enabled,
      });
    }
  });

  test('an XSS corpus in a help article runs nowhere on /help (X1)', async () => {
    const title = `Safety check ${Date.now().toString(36)}`;
    const created = await opsCall<OpsArticle>(journey.baseUrl, opsToken, 'POST', '/ops/api/help', {
      category: 'GUIDE',
      texts: { en: { title, content: `${SAFE_HTML}${XSS_PAYLOADS.join('\n')}` } },
      sortOrder: -1,
    });
    try {
      const { page } = await visitorContext(journey.browser, journey.baseUrl);
      const dialogs = watchDialogs(page);
      await page.goto('/help');
      // First in the guide, so open from the start.
      const entry = page.locator('.help-entry').filter({ hasText: title });
      await entry.locator('b', { hasText: 'Safe bold' }).waitFor();
      await entry.getByRole('heading', { name: 'Safe heading' }).waitFor();
      await page.waitForTimeout(1_000);
      expect(await dangerousMarkup(page, '.help-entry__body')).toEqual([]);
      expect(await xssFlag(page)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await opsCall(journey.baseUrl, opsToken, 'DELETE', `/ops/api/help/${created.id}`);
    }
  });
});
