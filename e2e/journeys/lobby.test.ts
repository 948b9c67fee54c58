/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { describe, expect, test } from 'vitest';
import { useJourney } from '../harness/browser';
import {
  classifyMenu,
  displayed,
  expectArtDrawn,
  expectDisplayed,
  newGuestPage,
  section,
  tileNames,
  tilesOf,
  vendorMenu,
} from './support/lobby';

// Browsing the lobby: the home page, a category's filters and pages, the search screen, route aliases.
// Favourites and starting games are in lobby-play.test.ts.
const journey = useJourney();

const HOME_CATEGORIES = [
  'E-Lottery',
  'Lottery',
  'Live Casino',
  'Sports',
  'Fishing',
  'Slots',
  'Card Games',
  'E-Sports',
  'Cockfight',
];

describe('lobby', () => {
  test('home shows the jackpot, the winners, hot games and one section per category, each with real tiles', async () => {
    const { page } = await newGuestPage(journey);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Game lobby' }).waitFor();

    // The jackpot's display figure starts between 1.3 and 2.1 billion and grows (spec §9).
    const jackpot = section(page, 'Jackpot');
    const figure = async () =>
      Number(((await jackpot.locator('.jackpot__amount').textContent()) ?? '').replace(/[^\d.]/g, ''));
    const first = await figure();
    expect(first).toBeGreaterThanOrEqual(1_300_000_000);
    expect(first).toBeLessThanOrEqual(2_100_000_000);
    await page.waitForFunction(
      (start) =>
        Number(document.querySelector('.jackpot__amount')?.textContent?.replace(/[^\d.]/g, '')) > start,
      first,
      { timeout: 5_000 },
    );
    await section(page, 'Latest winners').waitFor();

    const hot = section(page, 'Hot games');
    await expectArtDrawn(hot);
    expect(await tilesOf(hot).count()).toBe(12);

    for (const name of HOME_CATEGORIES) {
      const category = section(page, name);
      await category.scrollIntoViewIfNeeded();
      await expectArtDrawn(category);
      expect(await tilesOf(category).count(), name).toBeGreaterThan(0);
      await category.getByRole('link', { name: 'View all' }).waitFor();
    }

    // Slots: twelve games first, twelve more on "show more" (more than ten exist); five provider links.
    const slots = section(page, 'Slots');
    expect(await tilesOf(slots).count()).toBe(12);
    expect(await slots.getByRole('list', { name: 'Providers of Slots' }).getByRole('link').count()).toBe(6);
    await slots.getByRole('button', { name: 'Show more' }).click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[aria-labelledby="home-RNG"] article.game-tile').length === 24 &&
        !document.querySelector('[aria-labelledby="home-RNG"] .game-grid--busy'),
    );

    // Live casino is led by its providers: their lobby tiles come first.
    const live = section(page, 'Live Casino');
    expect(await live.getByRole('button', { name: /^Open / }).count()).toBe(3);

    await slots.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL('**/rng');
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
  });

  test('a category lobby filters by vendor, classification and name, and pages through the games', async () => {
    const { page } = await newGuestPage(journey);
    await page.goto('/rng');
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await expectDisplayed(page, 40, 8000);
    await expect.poll(() => tilesOf(page.getByRole('main')).count()).toBe(40);

    // A vendor: only its games.
    await vendorMenu(page)
      .getByRole('button', { name: /^PG Slots/ })
      .click();
    await page.waitForURL(/vassalage=PG/);
    await expectDisplayed(page, 40, 1000);
    await expect
      .poll(
        () =>
          page
            .locator('article.game-tile .game-tile__vendor')
            .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.textContent))]),
        { timeout: 10_000 },
      )
      .toEqual(['PG Slots']);

    // A classification, then another vendor: the classification goes back to ALL and the page to 1.
    await classifyMenu(page).getByRole('button', { name: 'Hot', exact: true }).click();
    await page.waitForURL(/classify=HOT/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article.game-tile')].every((tile) =>
        tile.querySelector('.game-badge--hot'),
      ),
    );
    const hot = await displayed(page);
    expect(hot.total).toBeLessThan(1000);
    await classifyMenu(page).getByRole('button', { name: 'All', exact: true }).click();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect
      .poll(() => pages.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current'))
      .toBe('page');
    await classifyMenu(page).getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL(/classify=NEW/);
    await vendorMenu(page)
      .getByRole('button', { name: /^JDB Studio/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('vassalage') === 'JDB');
    expect(new URL(page.url()).searchParams.get('classify')).toBeNull();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect
      .poll(() =>
        classifyMenu(page).getByRole('button', { name: 'All', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    // The name search is trimmed; every game shown carries the name.
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search games' });
    await search.fill('  dragon  ');
    await page.waitForURL((url) => url.searchParams.get('name') === 'dragon');
    await expect
      .poll(async () => {
        const names = await tileNames(page.getByRole('main'));
        return names.length > 0 && names.every((name) => name.toLowerCase().includes('dragon'));
      })
      .toBe(true);

    // Nothing matches: the no-data state.
    await search.fill('zzqqxx');
    await page.getByRole('heading', { name: 'No games found' }).waitFor();

    // Pages past the total are ignored: the last page shows instead.
    await page.goto('/rng?vassalage=PG&page=999');
    await page.waitForURL((url) => url.searchParams.get('page') === '25');
    await expectDisplayed(page, 40, 1000);
    const lastPages = page.getByRole('navigation', { name: 'Pages' });
    await expect
      .poll(() =>
        lastPages.getByRole('button', { name: 'Page 25', exact: true }).getAttribute('aria-current'),
      )
      .toBe('page');
    expect(await lastPages.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    // FAV and RECENT are the member's: a guest is asked to log in.
    await classifyMenu(page).getByRole('button', { name: 'Favorites', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  test('the search screen finds games by name, 24 a page, by category too', async () => {
    const { page } = await newGuestPage(journey);
    await page.goto('/search');
    await page.getByRole('heading', { level: 1, name: 'Search games' }).waitFor();
    await section(page, 'Popular right now').locator('article').first().waitFor();
    await page.getByRole('main').getByRole('searchbox', { name: 'Search games' }).fill(' lucky ');
    await page.waitForURL((url) => url.searchParams.get('name') === 'lucky');
    await expect.poll(() => displayed(page).catch(() => null)).not.toBeNull();
    const { shown, total } = await displayed(page);
    expect(shown).toBe(24);
    expect(total).toBeGreaterThan(24);
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Fishing' }).click();
    await page.waitForURL(/gameType=FISH/);
    await expect.poll(async () => (await displayed(page).catch(() => ({ total }))).total).toBeLessThan(total);
  });

  test('route aliases pick the category, the vendor query picks the vendor, and none shows the big banner', async () => {
    const { page } = await newGuestPage(journey);
    await page.goto('/live?vassalage=EV');
    await page.getByRole('heading', { level: 1, name: 'Live Casino' }).waitFor();
    expect(
      await vendorMenu(page)
        .getByRole('button', { name: /^Evening Live/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await section(page, 'Notices').waitFor();
    expect(await section(page, 'Featured').count()).toBe(0);
    await page.goto('/esports');
    await page.getByRole('heading', { level: 1, name: 'E-Sports' }).waitFor();
    expect(await section(page, 'Featured').count()).toBe(0);
    expect(await section(page, 'Jackpot').count()).toBe(0);
    await tilesOf(page.getByRole('main')).first().waitFor();
  });
});
