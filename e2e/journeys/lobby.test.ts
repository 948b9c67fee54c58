/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useJourney } from '../harness/browser';
import { api, freshName, registerByApi, visitorContext } from './support/accounts';
import { createOperator, fundMember, headerBalance, operatorToken } from './support/cashier';
import {
  displayed,
  expectArtDrawn,
  expectDisplayed,
  parseLaunchUrl,
  tileNames,
  tilesOf,
} from './support/lobby';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** A fresh real member, already logged in on a new page. */
async function member(options: { viewport?: 'desktop' | 'phone' } = {}) {
  const username = freshName('lob');
  const token = await registerByApi(journey.baseUrl, { username });
  const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { token, ...options });
  return { username, token, page, context };
}

/** A guest's page. */
async function guest() {
  return visitorContext(journey.browser, journey.baseUrl);
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** The lobby's filters: the vendor menu and the classification menu. */
const vendorMenu = (page: Page) => page.getByRole('group', { name: 'Providers' });
const classifyMenu = (page: Page) => page.getByRole('group', { name: 'Game lists' });

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
    const { page } = await guest();
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
    const { page } = await guest();
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
    const vendors = await page
      .locator('article.game-tile .game-tile__vendor')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.textContent))]);
    expect(vendors).toEqual(['PG Slots']);

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
    const { page } = await guest();
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

  test('a member favourites a game and finds it under FAV and on /favorite', async () => {
    const { page, token } = await member();
    await page.goto('/rng?vassalage=PG');
    const tile = tilesOf(page.getByRole('main')).first();
    await tile.waitFor();
    const name = (await tile.getAttribute('aria-label')) ?? '';
    const heart = tile.getByRole('button', { name: `Add ${name} to favorites` });
    // Twice at once: the toggle acts at most once a second, so the game stays a favourite.
    await heart.click();
    await tile.getByRole('button', { name: `Remove ${name} from favorites` }).click();
    expect(
      await tile.getByRole('button', { name: `Remove ${name} from favorites` }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect
      .poll(async () => {
        const list = await api<{ content: { gameName: string }[] }>(
          journey.baseUrl,
          'GET',
          '/wps/member/favorites?pageSize=50',
          undefined,
          { token },
        );
        return list.value.content.map((game) => game.gameName);
      })
      .toEqual([name]);

    await classifyMenu(page).getByRole('button', { name: 'Favorites', exact: true }).click();
    await expectDisplayed(page, 1, 1);
    await expect.poll(() => tileNames(page.getByRole('main'))).toEqual([name]);

    await page.goto('/favorite');
    await page.getByRole('heading', { level: 1, name: 'Favorite games' }).waitFor();
    await page.getByRole('article', { name }).waitFor();
    await page.waitForTimeout(1_100);
    await page.getByRole('button', { name: `Remove ${name} from favorites` }).click();
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
  });

  test('starting a game: a guest gets the login popup, a trial account the real-account dialog', async () => {
    const { page } = await guest();
    await page.goto('/');
    const hot = section(page, 'Hot games');
    const first = tilesOf(hot).first();
    await first.waitFor();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: `Play ${name}` }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.waitFor();
    expect(page.url()).toBe(`${journey.baseUrl}/`);

    // Free play makes a trial account: it may browse, not play.
    await login.getByRole('button', { name: 'Try free play' }).click();
    await page.getByRole('banner').getByText('Trial', { exact: true }).waitFor();
    await first.getByRole('button', { name: `Play ${name}` }).click();
    const prompt = page.getByRole('dialog', { name: 'Prompt' });
    await prompt.getByText('Please use a real account for this').waitFor();
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    expect(page.url()).toBe(`${journey.baseUrl}/`);
    // The member's own lists are not for trial accounts either.
    await page.goto('/rng');
    await classifyMenu(page).getByRole('button', { name: 'Recent', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Prompt' })
      .getByText('Please use a real account for this')
      .waitFor();
  });

  test('a free-trial tile plays a demo for a guest', async () => {
    const { page } = await guest();
    await page.goto('/search?name=dragon');
    const trial = page.getByRole('button', { name: /^Free trial of / }).first();
    await trial.waitFor();
    await trial.click();
    await page.waitForURL(/\/seamless\?.*demo=1/);
    const frame = page.locator('iframe.game-stage__frame');
    const launch = parseLaunchUrl((await frame.getAttribute('src')) ?? '', journey.baseUrl);
    expect(launch.mode).toBe('demo');
    expect(launch.token).toBeNull();
  });

  test('a member launches a game into the game page, and the header follows the balance the game reports', async () => {
    const { page, username } = await member();
    await page.goto('/rng?vassalage=PG');
    const tile = tilesOf(page.getByRole('main')).first();
    await tile.waitFor();
    const name = (await tile.getAttribute('aria-label')) ?? '';
    await tile.getByRole('button', { name: `Play ${name}` }).click();
    await page.waitForURL(/\/seamless\?gameCode=PG-\d+&vassalage=PG$/);
    const gameCode = new URL(page.url()).searchParams.get('gameCode');

    // The game page: no side menu, the vendor's launch address in a frame that fills the stage.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Side menu' }).count()).toBe(0);
    const frame = page.locator('iframe.game-stage__frame');
    const src = (await frame.getAttribute('src')) ?? '';
    const launch = parseLaunchUrl(src, journey.baseUrl);
    expect(launch.origin).toBe(journey.baseUrl);
    expect(launch.vendor).toBe('PG');
    expect(launch.gameCode).toBe(gameCode);
    expect(launch.mode).toBe('real');
    expect(launch.token).toMatch(/\S{20,}/);
    const box = await frame.boundingBox();
    expect(box?.width).toBeGreaterThan(1000);

    // Launching records the game type: "back to lobby" returns to the slots lobby.
    await page.getByRole('main').getByRole('link', { name: 'Back to lobby' }).first().waitFor();
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Back to lobby' }).first().getAttribute('href'),
    ).toBe('/rng');

    // The balance moves (here: an operator credit), the game says so, the header shows it at once.
    await page.waitForFunction(() => document.querySelector('.balance-chip__amount .money') !== null);
    expect(await headerBalance(page)).toBe('¥0.00');
    await fundMember(journey.baseUrl, opsToken, username, '250.00');
    const game = page.frame({ url: /\/play\/PG\// });
    if (!game) throw new Error('the game frame is missing');
    await game.waitForLoadState('domcontentloaded');
    // A message from anything but the game's frame is ignored.
    await page.evaluate(() => window.postMessage({ type: 'playhall:balance', balance: '250.00' }, '*'));
    await page.waitForTimeout(1_000);
    expect(await headerBalance(page)).toBe('¥0.00');
    await game.evaluate(() =>
      window.parent.postMessage({ type: 'playhall:balance', balance: '250.00' }, '*'),
    );
    await page.waitForFunction(
      () => document.querySelector('.balance-chip__amount .money')?.textContent === '¥250.00',
    );

    // The launch is remembered: the member's recent list has the game.
    await page.goto('/recent');
    await page.getByRole('article', { name }).waitFor();
  });

  test('lottery tiles open their lottery pages, each hosting the lottery in a frame', async () => {
    const { page } = await member();
    const cases: [string, RegExp][] = [
      ['/lott?vassalage=TCG', /\/lottery\?gameCode=TCG-\d+$/],
      ['/lott?vassalage=TCG_LOTTO_VN', /\/vnLottery\?gameCode=TCG_LOTTO_VN-\d+$/],
      ['/lott?vassalage=TCG_SEA', /\/seaLottery\?gameCode=TCG_SEA-\d+$/],
      ['/elott', /\/lottery\?gameCode=[A-Z0-9_]+-\d+&launchMode=ELOTT$/],
    ];
    for (const [lobby, target] of cases) {
      await page.goto(lobby);
      // A game's own play button (the banners are buttons too, and one reads "Play fair").
      const play = tilesOf(page.getByRole('main'))
        .getByRole('button', { name: /^Play / })
        .first();
      await play.waitFor();
      await play.click();
      await page.waitForURL(target);
      const frame = page.locator('iframe.game-stage__frame');
      await frame.waitFor();
      const launch = parseLaunchUrl((await frame.getAttribute('src')) ?? '', journey.baseUrl);
      expect(launch.gameCode).toBe(new URL(page.url()).searchParams.get('gameCode'));
      expect(await page.getByRole('contentinfo').count()).toBe(0);
    }

    // The regional lottery vendor's tile takes a member to /sealottery.
    await page.goto('/lott');
    await page.getByRole('main').getByRole('button', { name: 'Open SEA Lottery' }).click();
    await page.waitForURL('**/sealottery');
    await page.locator('iframe.game-stage__frame').waitFor();

    // ...and asks a guest to log in.
    const visitor = await guest();
    await visitor.page.goto('/lott');
    await visitor.page.getByRole('main').getByRole('button', { name: 'Open SEA Lottery' }).click();
    await visitor.page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  test('a vendor tile opens the popup list of its games, and a game from it starts', async () => {
    const { page } = await member();
    await page.goto('/live');
    await page.getByRole('main').getByRole('button', { name: 'Open Silk Live' }).click();
    const popup = page.getByRole('dialog', { name: 'Silk Live' });
    await expectArtDrawn(popup);
    expect(await popup.getByRole('button', { name: /^Open / }).count()).toBe(0);
    const names = await tileNames(popup);
    expect(names.length).toBeGreaterThan(10);
    await popup.getByRole('button', { name: `Play ${names[0]}` }).click();
    await page.waitForURL(/\/seamless\?gameCode=SX-\d+&vassalage=SX$/);
    expect(await popup.count()).toBe(0);

    // The Vietnam lottery's popup lists its draws by region.
    await page.goto('/lott');
    await page.getByRole('main').getByRole('button', { name: 'Open Vietnam Lotto' }).click();
    const vn = page.getByRole('dialog', { name: 'Vietnam Lotto' });
    const regions = vn.getByRole('group', { name: 'Regions' });
    await regions.getByRole('button', { name: 'North' }).waitFor();
    await tilesOf(vn).first().waitFor();
    await regions.getByRole('button', { name: 'South' }).click();
    await tilesOf(vn).first().waitFor();
    await vn.getByRole('button', { name: 'Close' }).click();
    expect(await vn.count()).toBe(0);
  });

  test('route aliases pick the category, the vendor query picks the vendor, and some hide the banner', async () => {
    const { page } = await guest();
    await page.goto('/live?vassalage=EV');
    await page.getByRole('heading', { level: 1, name: 'Live Casino' }).waitFor();
    expect(
      await vendorMenu(page)
        .getByRole('button', { name: /^Evening Live/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await section(page, 'Featured').count()).toBe(1);
    await page.goto('/esports');
    await page.getByRole('heading', { level: 1, name: 'E-Sports' }).waitFor();
    expect(await section(page, 'Featured').count()).toBe(0);
    expect(await section(page, 'Jackpot').count()).toBe(0);
    await tilesOf(page.getByRole('main')).first().waitFor();
  });
});
