/// <reference lib="dom" />
import { mkdir } from 'node:fs/promises';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import type postgres from 'postgres';
import { expect } from 'vitest';
import { artifactsDir } from '../../harness/browser';
import { api, freshName, registerByApi } from './accounts';
import { fundMember, headerBalance } from './cashier';

export type CatalogueGame = { vendor: string; gameCode: string; name: string };

/**
 * A slot of the demo catalogue: a GAME tile in category RNG whose vendor is listed under RNG and active, the first
 * by node id (optionally one with a free trial). The built-in provider plays every one of them.
 */
export async function rngSlot(sql: postgres.Sql, { freeTrial = false } = {}): Promise<CatalogueGame> {
  const [row] = await sql<CatalogueGame[]>`
    select g.vendor_code as vendor, g.game_code as "gameCode", g.names->>'en' as name
    from games g
    join vendors v on v.code = g.vendor_code and v.status = 'ACTIVE'
    join vendor_categories vc on vc.vendor_code = g.vendor_code and vc.category_code = 'RNG'
    where g.category_code = 'RNG' and g.is_game = 'GAME' and g.enabled and (${!freeTrial} or g.free_trial)
      and not exists (select 1 from games other where other.names->>'en' = g.names->>'en' and other.node_id <> g.node_id)
    order by g.node_id limit 1`;
  if (!row) throw new Error('the catalogue has no RNG slot');
  return row;
}

/** A fast (interval) lottery of vendor TCG in category LOTT: the five-ball LOTT family. */
export async function fastLottery(sql: postgres.Sql): Promise<CatalogueGame> {
  const [row] = await sql<CatalogueGame[]>`
    select vendor_code as vendor, game_code as "gameCode", names->>'en' as name from games
    where vendor_code = 'TCG' and category_code = 'LOTT' and is_game = 'GAME' and enabled
    order by node_id limit 1`;
  if (!row) throw new Error('the catalogue has no TCG lottery');
  return row;
}

/** A fresh member with money in the main wallet, logged in through the API. */
export async function fundedMember(
  baseUrl: string,
  opsToken: string,
  amount: string,
): Promise<{ username: string; token: string }> {
  const username = freshName('gam');
  const token = await registerByApi(baseUrl, { username, payeeName: 'Jane Tester' });
  await fundMember(baseUrl, opsToken, username, amount);
  return { username, token };
}

/** The launch address of a game for a member (real play) or a guest (demo), as the portal gets it. */
export async function launchUrl(
  baseUrl: string,
  game: CatalogueGame,
  options: { token?: string; language?: string } = {},
): Promise<string> {
  const query = new URLSearchParams({
    gameCode: game.gameCode,
    vassalage: game.vendor,
    demo: options.token ? '0' : '1',
    ...(options.language ? { language: options.language } : {}),
  });
  const answer = await api<{ url: string }>(baseUrl, 'GET', `/wps/game/launchGame?${query}`, undefined, {
    ...(options.token ? { token: options.token } : {}),
  });
  if (!answer.success) throw new Error(`launch of ${game.gameCode} failed: ${answer.code}`);
  return answer.value.url;
}

/** The game page inside the portal's game frame. */
export function gameFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.game-stage__frame');
}

/** The balance the game page shows ("¥1,234.50"). */
export async function gameBalance(game: FrameLocator | Page): Promise<string> {
  return ((await game.getByTestId('game-balance').locator('.balance-value').textContent()) ?? '').trim();
}

/** Waits until the game page shows this balance. */
export async function expectGameBalance(game: FrameLocator | Page, expected: string): Promise<void> {
  await game
    .getByTestId('game-balance')
    .locator('.balance-value', { hasText: expected })
    .waitFor({ timeout: 15_000 });
}

/** "¥1,234.50" for minor units, as the pages format CNY. */
export function yuan(minor: number): string {
  const value = minor / 100;
  return `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Counts the balance messages the portal's window receives from its game frame (installed before load). */
export async function recordBalanceMessages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window.parent !== window) return;
    const seen: unknown[] = [];
    Object.assign(window, { balanceMessages: seen });
    window.addEventListener('message', (event) => {
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'playhall:balance')
        seen.push(data);
    });
  });
}

export async function balanceMessages(page: Page): Promise<{ type: string; balance: string }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { balanceMessages?: { type: string; balance: string }[] }).balanceMessages ?? [],
  );
}

/** The newest slot round of a member (real play), as the provider stored it. */
export async function lastRound(sql: postgres.Sql, username: string) {
  const [row] = await sql<{ roundId: string; stake: number; payout: number; nonce: number }[]>`
    select r.round_id as "roundId", r.stake::int as stake, r.payout::int as payout, r.nonce from gp_rounds r
    join members m on r.player_id = m.id::text
    where m.account = ${username} order by r.created_at desc limit 1`;
  if (!row) throw new Error(`no round for ${username}`);
  return row;
}

/**
 * Waits for the portal's header to show the balance without pressing its refresh button: the game frame's
 * `playhall:balance` message is what should make it follow. Answers what the header shows at the end.
 */
export async function headerFollowsGame(page: Page, expected: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  let shown = '';
  while (Date.now() < deadline) {
    shown = await headerBalance(page).catch(() => '');
    if (shown === expected) return shown;
    await page.waitForTimeout(250);
  }
  return shown;
}

/** The provider's draw job (every 2 s) draws a draw whose time has come; says so plainly when it never runs. */
export async function expectDrawn(sql: postgres.Sql, drawId: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [row] = await sql<{ drawn: boolean }[]>`
      select drawn_at is not null as drawn from gp_draws where family = 'LOTT' and draw_id = ${drawId}`;
    if (row?.drawn) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `draw ${drawId} was not drawn within 15 s of its time: the server's background jobs are not running`,
  );
}

/**
 * Waits for a draw that takes bets with at least 10 s to go: fast draws come every minute and close for their
 * last 15 s, and a ticket placed on the stroke of the close would be refused. The first wait allows a whole
 * minute and more: a journey that draws the current draw ahead of its time (by moving its time back) leaves its
 * window showing "drawn" until that minute ends.
 */
export async function waitForOpenDraw(game: FrameLocator | Page): Promise<void> {
  await game.getByTestId('draw-status').filter({ hasText: 'Open for bets' }).waitFor({ timeout: 75_000 });
  await game
    .getByTestId('countdown')
    .filter({ hasNotText: /^00:0\d$/ })
    .waitFor({ timeout: 40_000 });
  await game.getByTestId('draw-status').filter({ hasText: 'Open for bets' }).waitFor({ timeout: 40_000 });
}

/** The screenshot of a game page at one size, after proving nothing overflows sideways. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(0);
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png` });
}
