/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { beforeAll, describe, expect, test } from 'vitest';
import { useJourney } from '../harness/browser';
import { api } from './support/accounts';
import { createOperator, fundMember, headerBalance, operatorToken } from './support/cashier';
import {
  classifyMenu,
  expectArtDrawn,
  expectDisplayed,
  newGuestPage,
  newMemberPage,
  parseLaunchUrl,
  section,
  tileNames,
  tilesOf,
} from './support/lobby';

// A member's favourites, and starting games from the lobby: as a guest, a trial account, a member, from
// lottery and vendor tiles. Browsing the lobby is in lobby.test.ts.
const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

describe('lobby', () => {
  test('a member favourites a game and finds it under FAV and on /favorite', async () => {
    const { page, token } = await newMemberPage(journey);
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
    const { page } = await newGuestPage(journey);
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
    const prompt = page.getByRole('dialog', { name: 'Please note' });
    await prompt.getByText('Please use a real account for this').waitFor();
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    expect(page.url()).toBe(`${journey.baseUrl}/`);
    // The member's own lists are not for trial accounts either.
    await page.goto('/rng');
    await classifyMenu(page).getByRole('button', { name: 'Recent', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Please note' })
      .getByText('Please use a real account for this')
      .waitFor();
  });

  test('a free-trial tile plays a demo for a guest', async () => {
    const { page } = await newGuestPage(journey);
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
    const { page, username } = await newMemberPage(journey);
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
    const { page } = await newMemberPage(journey);
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
    const visitor = await newGuestPage(journey);
    await visitor.page.goto('/lott');
    await visitor.page.getByRole('main').getByRole('button', { name: 'Open SEA Lottery' }).click();
    await visitor.page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  test('a vendor tile opens the popup list of its games, and a game from it starts', async () => {
    const { page } = await newMemberPage(journey);
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
});
