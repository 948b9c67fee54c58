/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { openContext, seedStorage, useJourney, waitForImagesOnScreen } from '../harness/browser';
import { freshName, registerByApi } from './support/accounts';
import { createOperator, fundMember, operatorToken } from './support/cashier';
import { playSlotUntilWins, tilesOf } from './support/lobby';

const journey = useJourney();

/** The sizes the lobby is judged at: a laptop and a phone. */
const SIZES = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

let memberToken = '';

beforeAll(async () => {
  // Real wins for the winner board: two members play real slot rounds until they have won a few times.
  const opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  for (const [prefix, gameCode, vassalage] of [
    ['luc', 'PG-0001', 'PG'],
    ['ace', 'EG2-0002', 'EG2'],
  ] as const) {
    const username = freshName(prefix);
    const token = await registerByApi(journey.baseUrl, { username });
    await fundMember(journey.baseUrl, opsToken, username, '500.00');
    await playSlotUntilWins(journey.baseUrl, token, { gameCode, vassalage, wins: 4 });
  }
  const username = freshName('shot');
  memberToken = await registerByApi(journey.baseUrl, { username });
  await fundMember(journey.baseUrl, opsToken, username, '1250.00');
}, 180_000);

async function open(size: keyof typeof SIZES, options: { theme?: 'dark' | 'light'; member?: boolean } = {}) {
  const context = await openContext(journey.browser, { viewport: SIZES[size], baseURL: journey.baseUrl });
  await seedStorage(context, {
    local: { theme: options.theme ?? 'dark' },
    session: options.member ? { token: memberToken } : {},
  });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/**
 * Waits until the page is still and everything on screen is drawn, then checks nothing spills sideways. A game
 * keeps talking to its server, so the game page waits for its load only.
 */
async function settle(page: Page, { isGame = false }: { isGame?: boolean } = {}): Promise<void> {
  await page.waitForLoadState(isGame ? 'load' : 'networkidle');
  await waitForImagesOnScreen(page);
  await page.waitForTimeout(600);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('lobby screenshots', () => {
  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    test(`home at ${size} size, with real winners and real tiles`, async () => {
      const { page, close } = await open(size);
      await page.goto('/');
      const winners = page.getByRole('region', { name: 'Latest winners' });
      await winners.locator('.winner').first().waitFor();
      expect(await winners.getByText(/\*\*\*/).count()).toBeGreaterThan(0);
      await tilesOf(page.getByRole('region', { name: 'Hot games', exact: true }))
        .first()
        .waitFor();
      await settle(page);
      await journey.screenshot(page, `lobby-home-${size}`);
      await page.getByRole('region', { name: 'Hot games', exact: true }).scrollIntoViewIfNeeded();
      await settle(page);
      await journey.screenshot(page, `lobby-home-${size}-games`);
      await close();
    });

    test(`the winner list at ${size} size, opened from the home's board and filtered by category`, async () => {
      const { page, close } = await open(size);
      await page.goto('/');
      await page
        .getByRole('region', { name: 'Latest winners' })
        .getByRole('link', { name: 'See all winners' })
        .click();
      await page.waitForURL(`${journey.baseUrl}/winners`);
      const table = page.getByRole('table', { name: 'Latest wins' });
      await table.getByRole('row').nth(1).waitFor();
      await page.getByRole('tab', { name: 'Slots' }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected'))
        .toBe('true');
      await table
        .getByRole('row')
        .filter({ hasText: /\*\*\*/ })
        .first()
        .waitFor();
      await settle(page);
      await journey.screenshot(page, `lobby-winners-${size}`);
      await close();
    });

    test(`a category lobby at ${size} size`, async () => {
      const { page, close } = await open(size, { member: true });
      await page.goto('/rng?vassalage=PG');
      await tilesOf(page.getByRole('main')).nth(11).waitFor();
      // The lobby itself at the top of the view, under the sticky header and navigation.
      await page.getByRole('heading', { level: 1, name: 'Slots' }).evaluate((heading) => {
        heading.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -150);
      });
      await settle(page);
      await journey.screenshot(page, `lobby-category-${size}`);
      await close();
    });

    test(`the search screen at ${size} size`, async () => {
      const { page, close } = await open(size);
      await page.goto('/search?name=dragon');
      await tilesOf(page.getByRole('main')).nth(5).waitFor();
      await settle(page);
      await journey.screenshot(page, `lobby-search-${size}`);
      await close();
    });

    test(`the game page at ${size} size`, async () => {
      const { page, close } = await open(size, { member: true });
      await page.goto('/rng?vassalage=PG');
      const tile = tilesOf(page.getByRole('main')).first();
      const name = (await tile.getAttribute('aria-label')) ?? '';
      await tile.getByRole('button', { name: `Play ${name}` }).click();
      await page.waitForURL(/\/seamless\?/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const game = page.frameLocator('iframe.game-stage__frame');
      await game.locator('body').waitFor();
      await settle(page, { isGame: true });
      await page.waitForTimeout(1_000);
      await journey.screenshot(page, `lobby-game-${size}`);
      await close();
    });
  }

  test('home in the light theme', async () => {
    const { page, close } = await open('laptop', { theme: 'light', member: true });
    await page.goto('/');
    await tilesOf(page.getByRole('region', { name: 'Hot games', exact: true }))
      .first()
      .waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await journey.screenshot(page, 'lobby-home-laptop-light');
    await close();
  });
});
