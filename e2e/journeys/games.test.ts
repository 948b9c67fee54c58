/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { beforeAll, describe, expect, test } from 'vitest';
import { openContext, useJourney } from '../harness/browser';
import { visitorContext } from './support/accounts';
import { createOperator, operatorToken } from './support/cashier';
import {
  balanceMessages,
  expectDrawn,
  expectGameBalance,
  fastLottery,
  fundedMember,
  gameFrame,
  headerFollowsGame,
  lastRound,
  launchUrl,
  recordBalanceMessages,
  rngSlot,
  shoot,
  waitForOpenDraw,
  yuan,
} from './support/games';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

describe('built-in games', () => {
  test('a member starts an RNG slot from its lobby tile, spins, and the game, the portal header and the betting record agree', async () => {
    const slot = await rngSlot(journey.sql);
    const member = await fundedMember(journey.baseUrl, opsToken, '500.00');
    const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { token: member.token });
    await recordBalanceMessages(context);
    await page.goto('/rng');
    await page.getByPlaceholder('Search by game name').fill(slot.name);
    // The grid re-renders when the search lands: click the tile of the filtered list, not the one it replaces.
    await page.waitForURL((url) => url.searchParams.get('name') === slot.name);
    await page.getByText(/^Displaying (\d+) games? out of \1$/).waitFor();
    await page
      .getByRole('button', { name: `Play ${slot.name}`, exact: true })
      .first()
      .click();
    await page.waitForURL(/\/seamless\?/);
    expect(new URL(page.url()).searchParams.get('gameCode')).toBe(slot.gameCode);

    const game = gameFrame(page);
    await expectGameBalance(game, '¥500.00');
    expect(await game.getByTestId('demo-badge').count()).toBe(0);
    await game.getByRole('button', { name: 'Spin' }).click();
    await game
      .getByTestId('slot-result')
      .filter({ hasText: /Result: / })
      .waitFor();
    const round = await lastRound(journey.sql, member.username);
    expect(round.stake).toBe(100);
    const balanceAfter = 50_000 - round.stake + round.payout;
    const expected = yuan(balanceAfter);
    await expectGameBalance(game, expected);
    // The round is in the game's own history.
    await game.getByRole('tab', { name: 'History' }).click();
    await game.getByText(`Nonce ${round.nonce}`).waitFor();

    // The game told the portal, and the portal's header follows without a manual refresh.
    expect(await balanceMessages(page)).toContainEqual({
      type: 'playhall:balance',
      balance: (balanceAfter / 100).toFixed(2),
    });
    expect(await headerFollowsGame(page, expected), 'the header follows the game’s balance message').toBe(
      expected,
    );

    // The betting record lists the bet under the game's name.
    await page.goto('/member?page=personalHistoryCopy');
    await page.getByTestId('bet-row').filter({ hasText: slot.name }).first().waitFor();
  }, 90_000);

  test('a ticket on a fast lottery draw shows the seed hash first, is drawn and settled, and its draw verifies', async () => {
    const lottery = await fastLottery(journey.sql);
    const member = await fundedMember(journey.baseUrl, opsToken, '500.00');
    const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { token: member.token });
    await page.goto(`/lottery?gameCode=${encodeURIComponent(lottery.gameCode)}`);
    const game = gameFrame(page);
    await expectGameBalance(game, '¥500.00');
    // Draws come every minute and close 15 s before: wait for one that takes bets.
    await waitForOpenDraw(game);
    const drawId = ((await game.getByTestId('current-draw').textContent()) ?? '').trim();
    const publishedHash = ((await game.getByTestId('draw-seed-hash').textContent()) ?? '').trim();
    expect(publishedHash).toMatch(/^[0-9a-f]{64}$/);

    await game.getByRole('button', { name: 'Sum big / small' }).click();
    await game.getByRole('button', { name: /^Big/ }).click();
    await game.getByLabel('Stake', { exact: true }).fill('10');
    await game.getByTestId('potential-payout').filter({ hasText: 'Pays up to ¥19.50' }).waitFor();
    await game.getByRole('button', { name: 'Place ticket' }).click();
    await game.getByText(`Ticket placed on draw ${drawId}.`).waitFor();
    await expectGameBalance(game, '¥490.00');
    const ticket = game.getByTestId('ticket-row').filter({ hasText: drawId });
    await ticket.getByText('Pending').waitFor();

    // The draw's time comes (as the server test does it): the draw job draws it and settles the ticket.
    await journey.sql`update gp_draws set draws_at = now() - interval '1 second'
                      where family = 'LOTT' and draw_id = ${drawId}`;
    await expectDrawn(journey.sql, drawId);
    await ticket
      .getByTestId('ticket-status')
      .filter({ hasText: /^(Won|Lost)$/ })
      .waitFor({ timeout: 30_000 });
    const [settled] = await journey.sql<{ status: string; payout: number }[]>`
      select status, payout::int as payout from gp_tickets where draw_id = ${drawId} and player_id = (
        select id::text from members where account = ${member.username})`;
    expect(['WON', 'LOST']).toContain(settled?.status);
    const payout = settled?.payout ?? -1;
    expect(payout).toBe(settled?.status === 'WON' ? 1950 : 0);
    await ticket
      .getByTestId('ticket-payout')
      .filter({ hasText: payout > 0 ? `+${yuan(payout)}` : '¥0.00' })
      .waitFor();
    await expectGameBalance(game, yuan(49_000 + payout));

    // The drawn draw is in the results with its revealed seed; its verify link recomputes it.
    await game.getByRole('tab', { name: 'Previous results' }).click();
    const drawn = game.getByTestId('draw-row').filter({ hasText: drawId });
    const [verifier] = await Promise.all([
      context.waitForEvent('page'),
      drawn.getByRole('link', { name: /Verify draw/ }).click(),
    ]);
    await verifier.getByTestId('verify-result').waitFor();
    await verifier.getByTestId('hash-match').filter({ hasText: 'Matches' }).waitFor();
    expect(await verifier.getByTestId('verify-result').getByText(publishedHash).count()).toBeGreaterThan(0);
  }, 90_000);

  test('a guest plays a free-trial slot in demo mode, and the wallet hears nothing of it', async () => {
    const slot = await rngSlot(journey.sql, { freeTrial: true });
    const [before] = await journey.sql<{ callbacks: number; bets: number }[]>`
      select (select coalesce(max(id), 0)::int from provider_callbacks) as callbacks,
             (select coalesce(max(id), 0)::int from bets) as bets`;
    const { page } = await journey.newPage();
    // A guest, never logged in: the free-trial tile opens the demo game without any account.
    await page.goto('/rng');
    await page.getByPlaceholder('Search by game name').fill(slot.name);
    // The grid re-renders when the search lands: click the tile of the filtered list, not the one it replaces.
    await page.waitForURL((url) => url.searchParams.get('name') === slot.name);
    await page.getByText(/^Displaying (\d+) games? out of \1$/).waitFor();
    await page
      .getByRole('button', { name: `Free trial of ${slot.name}`, exact: true })
      .first()
      .click();
    await page.waitForURL(/\/seamless\?.*demo=1/);
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/seamless');
    const game = gameFrame(page);
    await game.getByTestId('demo-badge').waitFor();
    await expectGameBalance(game, '¥2,000.00');
    await game.getByRole('button', { name: 'Spin' }).click();
    await game
      .getByTestId('slot-result')
      .filter({ hasText: /Result: / })
      .waitFor();

    const [round] = await journey.sql<{ roundId: string; stake: number; payout: number }[]>`
      select round_id as "roundId", stake::int as stake, payout::int as payout from gp_rounds
      where mode = 'demo' and game_code = ${slot.gameCode} order by created_at desc limit 1`;
    expect(round).toBeDefined();
    await expectGameBalance(game, yuan(200_000 - (round?.stake ?? 0) + (round?.payout ?? 0)));
    const callbacks = await journey.sql`
      select id from provider_callbacks where id > ${before?.callbacks ?? 0} or round_id = ${round?.roundId ?? ''}`;
    const bets = await journey.sql`
      select id from bets where id > ${before?.bets ?? 0} or round_id = ${round?.roundId ?? ''}`;
    expect(callbacks).toHaveLength(0);
    expect(bets).toHaveLength(0);
  }, 60_000);

  test('the verify page recomputes a played round from the slot history link and matches the published hash', async () => {
    const slot = await rngSlot(journey.sql);
    const member = await fundedMember(journey.baseUrl, opsToken, '200.00');
    const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { token: member.token });
    await page.goto(await launchUrl(journey.baseUrl, slot, { token: member.token }));
    await page.getByRole('tab', { name: 'Fairness' }).click();
    const published = ((await page.getByTestId('server-seed-hash').textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Spin' }).click();
    await page
      .getByTestId('slot-result')
      .filter({ hasText: /Result: / })
      .waitFor();
    const round = await lastRound(journey.sql, member.username);

    // Before rotation the round is sealed; rotating reveals the seed and the history offers the check.
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Verifiable after you rotate the seed').first().waitFor();
    await page.getByRole('tab', { name: 'Fairness' }).click();
    await page.getByRole('button', { name: 'Rotate seed' }).click();
    const revealed = ((await page.getByTestId('revealed-server-seed').textContent()) ?? '').trim();
    expect(revealed).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('tab', { name: 'History' }).click();
    const [verifier] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /Verify/ })
        .first()
        .click(),
    ]);
    const result = verifier.getByTestId('verify-result');
    await result.waitFor();
    expect(new URL(verifier.url()).searchParams.get('nonce')).toBe(String(round.nonce));
    await verifier.getByTestId('hash-match').filter({ hasText: 'Matches' }).waitFor();
    await result.getByText(published).first().waitFor();
    await result
      .getByTestId('verify-payout')
      .filter({ hasText: round.payout > 0 ? `Total payout ${yuan(round.payout).slice(1)}` : 'No win' })
      .waitFor();
    // Every check the browser made itself agrees with the server.
    expect(await result.getByText('Does not match').count()).toBe(0);
    expect(await result.getByText('Matches').count()).toBeGreaterThanOrEqual(3);
    await shoot(verifier, 'games-verify-desktop');
  }, 60_000);

  test('screenshots: the slot and the lottery at 1280×800 and 390×844', async () => {
    const slot = await rngSlot(journey.sql);
    const lottery = await fastLottery(journey.sql);
    const member = await fundedMember(journey.baseUrl, opsToken, '800.00');
    const sizes = [
      { name: 'desktop', viewport: { width: 1280, height: 800 } },
      { name: 'phone', viewport: { width: 390, height: 844 } },
    ];
    for (const size of sizes) {
      const context = await openContext(journey.browser, {
        baseURL: journey.baseUrl,
        viewport: size.viewport,
      });
      try {
        const page = await context.newPage();
        await page.goto(await launchUrl(journey.baseUrl, slot, { token: member.token }));
        await page.getByRole('button', { name: 'Spin' }).click();
        await page
          .getByTestId('slot-result')
          .filter({ hasText: /Result: / })
          .waitFor();
        await page.waitForTimeout(1200);
        await shoot(page, `games-slot-${size.name}`);

        await page.goto(await launchUrl(journey.baseUrl, lottery, { token: member.token }));
        // A ticket on the open draw (draws close for their last 15 s), so the slip and the list are filled in.
        await waitForOpenDraw(page);
        await page.getByRole('button', { name: 'Ball digit' }).click();
        await page.getByRole('button', { name: 'Ball 3' }).click();
        await page.getByRole('button', { name: '7', exact: true }).click();
        await page.getByRole('button', { name: 'Place ticket' }).click();
        await page.getByTestId('ticket-row').first().waitFor();
        await page.getByRole('button', { name: 'Dismiss' }).first().click();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(page, `games-lottery-${size.name}`);
      } finally {
        await context.close();
      }
    }
  }, 240_000);
});
