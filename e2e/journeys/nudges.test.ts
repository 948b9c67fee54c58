/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shoot, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import {
  createOperator,
  expectHeaderBalance,
  fundMember,
  operatorToken,
  requestedWithdrawal,
  setTurnoverPercent,
} from './support/cashier';
import { type CatalogueGame, rngSlot } from './support/games';

// What a player expects to be told (issue 15 items 6 and 7): a welcome and the first deposit after registering,
// the deposit at ¥0 in a real-money game, their own account on /register, and one rule for held money.
const journey = useJourney();
let opsToken = '';
let slot: CatalogueGame;
let turnoverBefore = 100;

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  slot = await rngSlot(journey.sql);
  turnoverBefore = await setTurnoverPercent(journey.sql, 0);
});
afterAll(async () => {
  await setTurnoverPercent(journey.sql, turnoverBefore);
});

const VARIANTS = [
  { viewport: 'desktop', theme: 'dark' },
  { viewport: 'phone', theme: 'dark' },
  { viewport: 'desktop', theme: 'light' },
  { viewport: 'phone', theme: 'light' },
] as const;

/** Fills the register popup on /register with a fresh username and sends it. */
async function registerThroughPopup(page: Page): Promise<string> {
  const username = freshName('wel');
  await page.goto('/register');
  const form = page.getByRole('dialog', { name: 'Create your account' });
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Jumbo6Lotus17');
  await form.getByLabel('Confirm password').fill('Jumbo6Lotus17');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  return username;
}

describe('nudges', () => {
  test('a new member is welcomed after registering, with the first deposit one click away', async () => {
    const { page } = await visitorContext(journey.browser, journey.baseUrl);
    const username = await registerThroughPopup(page);
    const welcome = page.getByRole('dialog', { name: `Welcome, ${username}!` });
    await welcome.getByText('Your account is ready.', { exact: false }).waitFor();
    await welcome.getByText(username, { exact: true }).waitFor();
    await shoot(page, 'nudge-welcome-desktop-dark');
    await welcome.getByRole('button', { name: 'Deposit now' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/member' && url.searchParams.get('page') === 'depositv2',
    );
    await page.getByRole('heading', { name: 'Deposit', exact: true }).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('a member with ¥0 who opens a real-money game is offered the deposit, not a refusal at the first bet', async () => {
    const token = await registerByApi(journey.baseUrl, {
      username: freshName('zer'),
      payeeName: 'Jane Tester',
    });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto(`/seamless?gameCode=${slot.gameCode}&vassalage=${slot.vendor}`);
    const nudge = page.getByRole('region', { name: 'Your balance is ¥0.00' });
    await nudge.getByText('Deposit to play this game for real money.', { exact: false }).waitFor();
    await page.locator('iframe.game-stage__frame').waitFor();
    await shoot(page, 'nudge-zero-balance-desktop-dark');
    // "Not now" leaves the game as it is; the way back to the lobby was never covered.
    await nudge.getByRole('button', { name: 'Not now' }).click();
    await nudge.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back to lobby' }).waitFor();
    await page.reload();
    await nudge.getByRole('link', { name: 'Deposit now' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/member' && url.searchParams.get('page') === 'depositv2',
    );
  });

  test('a member with money opens the same game without the nudge', async () => {
    const username = freshName('fun');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '50.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto(`/seamless?gameCode=${slot.gameCode}&vassalage=${slot.vendor}`);
    await page.locator('iframe.game-stage__frame').waitFor();
    await expectHeaderBalance(page, '¥50.00');
    expect(await page.getByTestId('deposit-nudge').count()).toBe(0);
  });

  test('a signed-in member who opens /register sees their account, not the form', async () => {
    const username = freshName('sig');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/register');
    const panel = page.getByRole('dialog', { name: "You're signed in" });
    await panel.getByText(`You are signed in as ${username}.`, { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    await shoot(page, 'nudge-signed-in-desktop-dark');
    await panel.getByRole('button', { name: 'Open my account' }).click();
    await page.waitForURL((url) => url.pathname === '/member');
  });

  test('the wallet shows what can be spent, as the header does, and names what a withdrawal holds', async () => {
    const username = freshName('hld');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '5000.00');
    await requestedWithdrawal(journey.baseUrl, token, '200.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=transferFund');
    const main = page.getByRole('article', { name: 'Main wallet' });
    await main.getByText('¥4,800.00', { exact: true }).waitFor();
    await main.getByText('¥200.00 is held for withdrawals · ¥5,000.00 in total').waitFor();
    expect(await main.getByText('¥5,000.00', { exact: true }).count()).toBe(0);
    await expectHeaderBalance(page, '¥4,800.00');
    await shoot(page, 'wallet-held-desktop-dark');
  });
});

describe('nudge and wallet screens', () => {
  for (const { viewport, theme } of VARIANTS.slice(1)) {
    test(`at ${viewport} width in the ${theme} theme`, async () => {
      const suffix = `${viewport}-${theme}`;
      const guest = await visitorContext(journey.browser, journey.baseUrl, { viewport, theme });
      const username = await registerThroughPopup(guest.page);
      await guest.page.getByRole('dialog', { name: `Welcome, ${username}!` }).waitFor();
      await shoot(guest.page, `nudge-welcome-${suffix}`);

      const token = await registerByApi(journey.baseUrl, {
        username: freshName('scr'),
        payeeName: 'Jane Tester',
      });
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { token, viewport, theme });
      await page.goto(`/seamless?gameCode=${slot.gameCode}&vassalage=${slot.vendor}`);
      await page.getByRole('region', { name: 'Your balance is ¥0.00' }).waitFor();
      await page.locator('iframe.game-stage__frame').waitFor();
      await shoot(page, `nudge-zero-balance-${suffix}`);
      await page.goto('/register');
      await page.getByRole('dialog', { name: "You're signed in" }).waitFor();
      await shoot(page, `nudge-signed-in-${suffix}`);
    }, 120_000);
  }

  for (const { viewport, theme } of VARIANTS) {
    test(`the held balance at ${viewport} width in the ${theme} theme`, async () => {
      const username = freshName('hls');
      const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
      await fundMember(journey.baseUrl, opsToken, username, '5000.00');
      await requestedWithdrawal(journey.baseUrl, token, '200.00');
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { token, viewport, theme });
      await page.goto('/member?page=transferFund');
      await page.getByText('¥200.00 is held for withdrawals · ¥5,000.00 in total').waitFor();
      await shoot(page, `wallet-held-${viewport}-${theme}`);
    });
  }
});
