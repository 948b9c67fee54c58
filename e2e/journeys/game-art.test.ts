/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { scrollTo, shoot, themesAt, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { type CatalogueGame, fastLottery, gameFrame, rngSlot } from './support/games';
import { section, tilesOf } from './support/lobby';

/**
 * Issue 15.1 and 15.12 as a player meets them: tiles that tell games apart, one name per game from the tile to the
 * game page, slot symbols drawn as art, and a lottery header that holds together on a phone.
 */
const journey = useJourney();
let token = '';
let slot: CatalogueGame;
let lottery: CatalogueGame;

beforeAll(async () => {
  token = await registerByApi(journey.baseUrl, { username: freshName('art') });
  slot = await rngSlot(journey.sql);
  lottery = await fastLottery(journey.sql);
});

const VIEWPORTS = ['desktop', 'phone'] as const;

/** The tiles on the first row of a grid: those level with its first tile. */
async function firstRow(scope: Locator): Promise<Locator[]> {
  const tiles = await tilesOf(scope).all();
  const tops = await Promise.all(tiles.map(async (tile) => (await tile.boundingBox())?.y ?? -1));
  return tiles.filter((_, index) => Math.abs((tops[index] ?? -1) - (tops[0] ?? 0)) < 2);
}

function isDrawn(image: Locator): Promise<boolean> {
  return image.evaluate(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );
}

/** A hash of the pixels a tile's art draws (drawn again into a small canvas), to compare pictures, not names. */
function pixelHash(image: Locator): Promise<number> {
  return image.evaluate((element) => {
    if (!(element instanceof HTMLImageElement)) return -1;
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(element, 0, 0, 64, 64);
    let hash = 0x811c9dc5;
    for (const value of context.getImageData(0, 0, 64, 64).data) hash = Math.imul(hash ^ value, 0x01000193);
    return hash >>> 0;
  });
}

/** The title the portal's game frame shows and the one the game page inside shows. */
async function titles(page: Page, game: FrameLocator): Promise<[string, string]> {
  const frameTitle = page.getByRole('heading', { level: 1 }).first();
  const gameTitle = game.getByRole('heading', { level: 1 });
  await gameTitle.waitFor();
  return [((await frameTitle.textContent()) ?? '').trim(), ((await gameTitle.textContent()) ?? '').trim()];
}

type Box = { x: number; y: number; width: number; height: number };

/** Where an element is drawn inside its frame. */
function boxOf(element: Locator): Promise<Box> {
  return element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** Whether two boxes share any area. */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('game art and names', () => {
  for (const viewport of VIEWPORTS) {
    for (const theme of themesAt(viewport)) {
      test(`the home's first row shows distinct art at ${viewport} width in the ${theme} theme`, async () => {
        const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport, theme, token });
        await page.goto('/');
        const hot = section(page, 'Hot games');
        await tilesOf(hot).first().waitFor();
        const row = await firstRow(hot);
        expect(row.length).toBeGreaterThanOrEqual(3);
        const images = row.map((tile) => tile.locator('img'));
        for (const image of images) await expect.poll(() => isDrawn(image)).toBe(true);
        const sources = await Promise.all(images.map((image) => image.getAttribute('src')));
        expect(new Set(sources).size, 'one image per game').toBe(row.length);
        const pixels = await Promise.all(images.map(pixelHash));
        expect(pixels).not.toContain(-1);
        expect(new Set(pixels).size, 'pictures that differ, not only addresses').toBe(row.length);
        await hot.scrollIntoViewIfNeeded();
        await shoot(page, `art-home-${viewport}-${theme}`);
        await page.goto('/rng');
        const lobby = page.getByRole('main');
        await tilesOf(lobby).nth(11).waitFor();
        // A realistic share of badges: a few HOT tiles in the Slots lobby, not nearly all of them.
        const badges = await lobby.locator('article.game-tile .game-badge--hot').count();
        expect(badges).toBeLessThanOrEqual((await tilesOf(lobby).count()) / 4);
        await scrollTo(page, 'main article.game-tile');
        await shoot(page, `art-slots-lobby-${viewport}-${theme}`);
      }, 90_000);
    }

    test(`a slot opened from a direct link at ${viewport} width: its name everywhere, its symbols drawn`, async () => {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport, token });
      await page.goto(`/seamless?gameCode=${encodeURIComponent(slot.gameCode)}&vassalage=${slot.vendor}`);
      const game = gameFrame(page);
      expect(await titles(page, game)).toEqual([slot.name, slot.name]);
      const reels = game.getByRole('region', { name: 'Reels' });
      await expect.poll(() => reels.locator('svg.symbol-art').count()).toBe(15);
      expect(await reels.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
      await shoot(page, `art-slot-${viewport}`, { settleMs: 1_200 });
    }, 60_000);

    test(`a lottery opened from a direct link at ${viewport} width: its name, a header that holds together`, async () => {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport, token });
      await page.goto(`/lottery?gameCode=${encodeURIComponent(lottery.gameCode)}`);
      const game = gameFrame(page);
      expect(await titles(page, game)).toEqual([lottery.name, lottery.name]);
      // The name says how often the game draws (the journeys' server draws every minute).
      const schedule = (await game.locator('.draw-meta .pill').textContent()) ?? '';
      const minutes = /Every (\d+) min/.exec(schedule)?.[1];
      expect(lottery.name).toMatch(new RegExp(`\\b${minutes}[- ]Minutes?\\b`));
      const drawId = game.getByTestId('current-draw');
      await drawId.waitFor();
      const idBox = await boxOf(drawId);
      const fontSize = await drawId.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      );
      // One line of text, as wide as its characters: never a column of single characters.
      expect(idBox.height).toBeLessThan(fontSize * 2);
      expect(idBox.width).toBeGreaterThan(fontSize * 8);
      const status = await boxOf(game.getByTestId('draw-status'));
      const clock = await boxOf(game.getByTestId('countdown'));
      expect(overlaps(status, clock), 'the status badge sits clear of the countdown').toBe(false);
      await shoot(page, `art-lottery-${viewport}`, { settleMs: 1_000 });
    }, 60_000);
  }
});
