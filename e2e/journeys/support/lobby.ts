/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Locator, Page } from 'playwright-core';
import type { Journey } from '../../harness/browser';
import { api, freshName, registerByApi, visitorContext } from './accounts';

/** A fresh real member, already logged in on a new page. */
export async function newMemberPage(journey: Journey, options: { viewport?: 'desktop' | 'phone' } = {}) {
  const username = freshName('lob');
  const token = await registerByApi(journey.baseUrl, { username });
  const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { token, ...options });
  return { username, token, page, context };
}

/** A guest's page. */
export function newGuestPage(journey: Journey) {
  return visitorContext(journey.browser, journey.baseUrl);
}

/** A named section of a page (a region: the jackpot, a category, the featured banner). */
export function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** The lobby's filters: the vendor menu and the classification menu. */
export const vendorMenu = (page: Page) => page.getByRole('group', { name: 'Providers' });
export const classifyMenu = (page: Page) => page.getByRole('group', { name: 'Game lists' });

/** The game tiles of a section, grid or dialog (each tile is an article named after its game). */
export function tilesOf(scope: Locator | Page): Locator {
  return scope.locator('article.game-tile');
}

/** Names of the tiles in a scope, in order. */
export async function tileNames(scope: Locator | Page): Promise<string[]> {
  return tilesOf(scope).evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));
}

/** Waits until every tile image of a scope has really been drawn (decoded, with a size). */
export async function expectArtDrawn(scope: Locator): Promise<void> {
  await scope.locator('article.game-tile img').first().waitFor();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const drawn = await scope
      .locator('article.game-tile img')
      .evaluateAll((images) =>
        images.every(
          (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
        ),
      );
    if (drawn) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('some tile art was not drawn');
}

/** The "Displaying X games out of Y" line of a game list, as numbers. */
export async function displayed(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.locator('.game-results__count').textContent()) ?? '';
  const match = /Displaying (\d+) games? out of (\d+)/.exec(text);
  if (!match) throw new Error(`no count line in "${text}"`);
  return { shown: Number(match[1]), total: Number(match[2]) };
}

/** Waits for the count line to read exactly this. */
export async function expectDisplayed(page: Page, shown: number, total: number): Promise<void> {
  const game = shown === 1 ? 'game' : 'games';
  await page
    .locator('.game-results__count', { hasText: `Displaying ${shown} ${game} out of ${total}` })
    .waitFor();
}

/**
 * A game's launch address, taken apart: the built-in provider serves /play/{vendor}/{gameCode}?... (relative when
 * it is mounted in the portal's own process, so `base` resolves it).
 */
export function parseLaunchUrl(url: string, base?: string) {
  const address = new URL(url, base);
  const [, play, vendor, gameCode] = address.pathname.split('/');
  if (play !== 'play' || !vendor || !gameCode) throw new Error(`not a launch address: ${url}`);
  return {
    origin: address.origin,
    vendor: decodeURIComponent(vendor),
    gameCode: decodeURIComponent(gameCode),
    mode: address.searchParams.get('mode'),
    token: address.searchParams.get('token'),
    category: address.searchParams.get('cat') ?? '',
    signature: address.searchParams.get('sig') ?? '',
  };
}

/**
 * Plays real slot rounds through the built-in provider as a member would from the game page (launch, open the
 * game session, spin), until `wins` rounds have paid out: the winner board then has real wins to show.
 */
export async function playSlotUntilWins(
  baseUrl: string,
  memberToken: string,
  {
    gameCode,
    vassalage,
    wins,
    stake = '1.00',
  }: { gameCode: string; vassalage: string; wins: number; stake?: string },
): Promise<number> {
  const launch = await api<{ url: string }>(
    baseUrl,
    'GET',
    `/wps/game/launchGame?gameCode=${encodeURIComponent(gameCode)}&vassalage=${encodeURIComponent(vassalage)}`,
    undefined,
    { token: memberToken },
  );
  if (!launch.success) throw new Error(`launch failed: ${launch.code}`);
  const parsed = parseLaunchUrl(launch.value.url, baseUrl);
  const session = await fetch(`${parsed.origin}/play/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      vendor: parsed.vendor,
      gameCode: parsed.gameCode,
      mode: 'real',
      token: parsed.token,
      category: parsed.category,
      signature: parsed.signature,
    }),
  });
  if (!session.ok) throw new Error(`game session refused: ${session.status} ${await session.text()}`);
  const { session: sessionToken } = (await session.json()) as { session: string };
  let won = 0;
  for (let round = 0; round < 200 && won < wins; round += 1) {
    const spin = await fetch(`${parsed.origin}/play/api/slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-game-session': sessionToken },
      body: JSON.stringify({ stake }),
    });
    if (!spin.ok) throw new Error(`spin refused: ${spin.status} ${await spin.text()}`);
    const result = (await spin.json()) as { round: { payout: string } };
    if (/[1-9]/.test(result.round.payout)) won += 1;
  }
  if (won < wins) throw new Error(`only ${won} of ${wins} winning rounds in 200 spins`);
  return won;
}
