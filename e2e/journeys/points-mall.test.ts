import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { expectConsoleErrors, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { MEMBER_PASSWORD, registerByApi } from './support/accounts';
import { gameOf, launchGame, memberContext, playRound } from './support/bets';
import {
  createOperator,
  fundMember,
  memberCall,
  operatorContext,
  operatorToken,
  PAYMENT_PASSWORD,
} from './support/cashier';
import { shoot } from './support/games';
import { reloadUntil } from './support/rewards';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** A member with a payment password who played `stake` of slots (won back): a point per ¥10.00 in the demo. */
async function memberWhoPlayed(prefix: string, stake: string): Promise<{ username: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
  await memberCall(journey.baseUrl, token, 'POST', '/wps/member/payment-password', {
    password: MEMBER_PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  await fundMember(journey.baseUrl, opsToken, username, stake);
  const session = await launchGame(journey.baseUrl, token, await gameOf(journey.sql, 'RNG'));
  await playRound(journey.baseUrl, session, stake, { payout: stake });
  return { username, token };
}

/** Opens the mall until the balance shows `points` (the rewards consumer counts bets within a second or two). */
const expectPoints = (page: Page, points: string) =>
  reloadUntil(
    page,
    '/pointMall',
    page.getByTestId('points-balance'),
    async (balance) => (await balance.textContent())?.trim() === points,
    `${points} points`,
  );

const balanceOf = async (token: string) =>
  (await memberCall<{ balance: string }>(journey.baseUrl, token, 'GET', '/wps/v2/wallets/balance')).balance;

describe('the points mall', () => {
  test('an operator adds a cash item; a member redeems it with the payment password; the operator approves and the cash arrives', async () => {
    const itemName = `Journey cash ${Date.now().toString(36)}`;
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/points');
    const form = desk.page.getByRole('region', { name: 'New item' });
    await form.getByLabel('Name').fill(itemName);
    await form.getByLabel('Points', { exact: true }).fill('100');
    await form.getByRole('button', { name: 'Create item' }).click();
    await expectToast(desk.page, `${itemName} saved.`);

    const member = await memberWhoPlayed('pts', '1000.00');
    const { page } = await memberContext(journey.browser, journey.baseUrl, member.token, VIEWPORTS.desktop);
    await expectPoints(page, '100');
    const card = page.getByRole('listitem').filter({ hasText: itemName });
    await card.getByText('¥10.00').waitFor();
    await card.getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByRole('dialog', { name: `Redeem ${itemName}` });
    expectConsoleErrors('400 /wps/member/points/redeem');
    await dialog.getByLabel('Payment password').fill('000000');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await dialog.getByText('The payment password is not correct', { exact: false }).waitFor();
    await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await expectToast(page, new RegExp(`${itemName} redeemed: reference PM\\d+`));
    await expect.poll(async () => (await page.getByTestId('points-balance').textContent())?.trim()).toBe('0');
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const row = page.getByRole('row').filter({ hasText: itemName });
    await row.getByText('In process').waitFor();
    const reference = ((await row.locator('code').textContent()) ?? '').trim();
    expect(reference).toMatch(/^PM\d{20}$/);

    await desk.page.reload();
    const queue = desk.page.getByRole('region', { name: 'Redemptions' });
    const pending = queue.getByRole('row').filter({ hasText: reference });
    await pending.getByRole('button', { name: 'Approve' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Approve redemption' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await pending.waitFor({ state: 'detached' });
    await queue.getByRole('tab', { name: 'Approved' }).click();
    await queue.getByRole('row').filter({ hasText: reference }).getByText('Approved').waitFor();

    expect(await balanceOf(member.token)).toBe('1010.00');
    await page.reload();
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await page.getByRole('row').filter({ hasText: reference }).getByText('Approved').waitFor();
    await page.getByRole('tab', { name: 'Points details' }).click();
    await page.getByRole('row').filter({ hasText: '-100' }).getByText('Approved').waitFor();
    await page.getByRole('row').filter({ hasText: '+100' }).getByText('Earned on bets').waitFor();
  });

  for (const [viewport, size] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    for (const theme of themesAt(viewport)) {
      test(`the mall, its history and rates, and the console at ${viewport} width in the ${theme} theme`, async () => {
        const member = await memberWhoPlayed('psh', '750.00');
        const { page } = await memberContext(journey.browser, journey.baseUrl, member.token, {
          ...size,
          theme,
        });
        await expectPoints(page, '75');
        await page.getByRole('listitem').filter({ hasText: 'Playhall cap' }).waitFor();
        await shoot(page, `points-mall-${viewport}-${theme}`);
        await page
          .getByRole('listitem')
          .filter({ hasText: 'Cash ¥50.00' })
          .getByRole('button', { name: 'Redeem' })
          .click();
        await page.getByRole('dialog', { name: 'Redeem Cash ¥50.00' }).waitFor();
        await shoot(page, `points-redeem-${viewport}-${theme}`);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('tab', { name: 'Points details' }).click();
        await page.getByRole('row').filter({ hasText: '+75' }).waitFor();
        await shoot(page, `points-details-${viewport}-${theme}`);
        // The exchange-rate table is a page of its own too, linked from the mall's exchange ratio.
        await page.getByRole('link', { name: 'See the table' }).click();
        await page.getByRole('heading', { level: 1, name: 'Exchange rates' }).waitFor();
        await page.getByRole('row').filter({ hasText: 'Slots' }).waitFor();
        await shoot(page, `points-rates-${viewport}-${theme}`);
        if (viewport === 'desktop') {
          const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
          await desk.page.goto('/ops/points');
          await desk.page.getByRole('row').filter({ hasText: 'Playhall cap' }).waitFor();
          await shoot(desk.page, `points-console-${theme}`);
        }
      });
    }
  }
});
