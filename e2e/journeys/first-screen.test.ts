/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { section, tilesOf } from './support/lobby';

/**
 * Issue 15.2 and 15.3 as a player meets them: games in the first screen of the home and of a category lobby, the
 * phone's bottom tab bar, and a customer-service button that never covers something to press.
 */
const journey = useJourney();
let token = '';

beforeAll(async () => {
  token = await registerByApi(journey.baseUrl, { username: freshName('fst') });
});

/** What the page does after a load or a click (the footer arrives after the first paint), on a busy machine too. */
const SLOW = { timeout: 10_000 };

/** Proves the element is drawn whole inside the first screen, the page not scrolled. */
async function expectInFirstScreen(page: Page, element: Locator, what: string): Promise<void> {
  expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
  const box = await element.boundingBox();
  const { height } = page.viewportSize() ?? { height: 0 };
  expect(box, what).not.toBeNull();
  expect(box?.y ?? -1, what).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? Number.POSITIVE_INFINITY), `${what}, whole`).toBeLessThanOrEqual(
    height,
  );
}

/**
 * The controls (links, buttons, fields) whose boxes the floating customer-service button covers, at the page's
 * present scroll; the fixed right bar and the button itself left out.
 */
function controlsUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.cs-button');
    if (!button) return ['(no customer-service button)'];
    const chat = button.getBoundingClientRect();
    if (chat.width === 0) return [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((control) => !control.closest('.cs-button, .right-bar'))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.left < chat.right && chat.left < box.right && box.top < chat.bottom && chat.top < box.bottom
        );
      })
      .map((control) => control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
  });
}

async function expectChatButtonCoversNothing(page: Page): Promise<void> {
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (const fraction of [0, 0.2, 0.45, 0.7, 1]) {
    await page.evaluate(
      (top) => window.scrollTo({ top, behavior: 'instant' }),
      Math.round(scrollable * fraction),
    );
    await page.waitForTimeout(150);
    expect(await controlsUnderChatButton(page), `at ${Math.round(fraction * 100)}% of the page`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

describe('games in the first screen', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const theme of themesAt(viewport)) {
      test(`home and the slots lobby at ${viewport} width in the ${theme} theme`, async () => {
        const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport, theme, token });
        await page.goto('/');
        const hot = section(page, 'Hot games');
        await tilesOf(hot).first().waitFor();
        await expectInFirstScreen(page, tilesOf(hot).first(), 'the first hot game');
        await expectInFirstScreen(page, section(page, 'Featured'), 'the banner');
        await shoot(page, `first-screen-home-${viewport}-${theme}`);

        await page.goto('/rng');
        const lobby = page.getByRole('main');
        await tilesOf(lobby).first().waitFor();
        expect(await section(page, 'Featured').count(), 'no big banner on a category lobby').toBe(0);
        await expectInFirstScreen(page, tilesOf(lobby).first(), 'the first slot');
        const slotsTab = page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Slots' });
        await expect.poll(async () => (await slotsTab.getAttribute('class')) ?? '', SLOW).toContain('active');
        // The active category is scrolled into the navigation's view, on a phone too.
        await expect
          .poll(async () => {
            const box = await slotsTab.boundingBox();
            return box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS[viewport].width;
          }, SLOW)
          .toBe(true);
        await shoot(page, `first-screen-slots-${viewport}-${theme}`);
      }, 90_000);
    }
  }
});

describe('phone navigation', () => {
  test('a bottom tab bar on a phone, none on a desktop; the customer service never covers a control', async () => {
    const phone = await visitorContext(journey.browser, journey.baseUrl, { viewport: 'phone', token });
    await phone.page.goto('/');
    const tabs = phone.page.getByRole('navigation', { name: 'Tab bar' });
    await tabs.waitFor();
    expect(await tabs.getByRole('listitem').count()).toBe(6);
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), SLOW)
      .toBe('page');
    // The deposit is labelled, and the floating button has given way to the bar's own customer service.
    expect(await tabs.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    await tabs.getByRole('button', { name: 'Chat' }).waitFor();
    expect(await phone.page.locator('.cs-button').isVisible()).toBe(false);
    // The page ends above the bar: the footer's last line is not under it.
    const footer = phone.page.getByRole('contentinfo');
    await footer.waitFor();
    await expect
      .poll(async () => {
        // Scrolled again on each try: the page grows as its lower sections arrive.
        await phone.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
        const [bar, end] = await Promise.all([tabs.boundingBox(), footer.boundingBox()]);
        return bar !== null && end !== null && end.y + end.height <= bar.y + 1;
      }, SLOW)
      .toBe(true);
    await tabs.getByRole('link', { name: 'Favorites' }).click();
    await phone.page.waitForURL('**/favorite');
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Favorites' }).getAttribute('aria-current'), SLOW)
      .toBe('page');
    await shoot(phone.page, 'tab-bar-favorites-phone');
    // The member centre's pages share a path: the deposit tab is current on the deposit, the account tab elsewhere.
    await tabs.getByRole('link', { name: 'Deposit' }).click();
    await phone.page.waitForURL('**/member?page=depositv2');
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current'), SLOW)
      .toBe('page');
    expect(await tabs.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBeNull();
    await phone.page.goto('/member?page=transferFund');
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Account' }).getAttribute('aria-current'), SLOW)
      .toBe('page');
    expect(await tabs.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBeNull();

    for (const [width, height] of [
      [VIEWPORTS.desktop.width, VIEWPORTS.desktop.height],
      [1000, 800],
    ] as const) {
      const desktop = await visitorContext(journey.browser, journey.baseUrl, { token });
      await desktop.page.setViewportSize({ width, height });
      for (const path of ['/', '/rng', '/member?page=transferFund']) {
        await desktop.page.goto(path);
        await desktop.page.locator('.cs-button').waitFor();
        await desktop.page.waitForLoadState('networkidle');
        expect(await desktop.page.getByRole('navigation', { name: 'Tab bar' }).isVisible()).toBe(false);
        await expectChatButtonCoversNothing(desktop.page);
      }
      await desktop.context.close();
    }
  }, 120_000);
});
