/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectConsoleErrors, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { registerByApi, visitorContext } from './support/accounts';
import { memberContext } from './support/bets';
import {
  createOperator,
  fundMember,
  memberIdOf,
  operatorContext,
  operatorToken,
  PAYMENT_PASSWORD,
  setTurnoverPercent,
} from './support/cashier';
import { launchUrl, rngSlot, shoot } from './support/games';
import { preparePayout, reloadUntil, roundsOf } from './support/rewards';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';
let turnoverBefore = 100;

/** A member with ¥100.00, a payment password and a payout account: ready to withdraw but for a bonus. */
async function payoutReadyMember(prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
  await fundMember(journey.baseUrl, opsToken, username, '100.00');
  await preparePayout(journey.baseUrl, token);
  return { username, token, id: await memberIdOf(journey.baseUrl, opsToken, username) };
}

/** An operator pays the member a bonus from the console's member page. */
async function grantInConsole(
  page: Page,
  memberId: string,
  bonus: { title: string; amount: string; multiple: string },
) {
  await page.goto(`/ops/members/${memberId}`);
  const form = page.getByRole('region', { name: 'Pay a bonus' });
  await form.getByLabel('Bonus name').fill(bonus.title);
  await form.getByLabel('Amount', { exact: true }).fill(bonus.amount);
  await form.getByLabel('Wagering multiple').fill(bonus.multiple);
  await form.getByRole('button', { name: 'Pay bonus' }).click();
  await page
    .getByRole('dialog', { name: 'Pay this bonus?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expectToast(page, `Bonus of ¥${bonus.amount} paid.`);
}

beforeAll(async () => {
  // Only the bonus's wagering is about here: the deposit turnover rule is off for the file.
  turnoverBefore = await setTurnoverPercent(journey.sql, 0);
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

afterAll(async () => {
  await setTurnoverPercent(journey.sql, turnoverBefore);
});

describe('bonuses with wagering', () => {
  test('an operator pays a bonus; the member sees it hold the wallet, plays until the wagering is met, and withdraws', async () => {
    const member = await payoutReadyMember('bon');
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await grantInConsole(desk.page, member.id, {
      title: 'Weekend spin bonus',
      amount: '2.00',
      multiple: '1',
    });
    const row = desk.page.getByRole('row').filter({ hasText: 'Weekend spin bonus' });
    await row.getByText('Active', { exact: true }).waitFor();

    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token: member.token });
    await page.goto('/member?page=withdraw');
    const request = page.getByRole('region', { name: 'Request a withdrawal' });
    await request.getByText('A bonus is still being wagered').waitFor();
    expect(await request.getByLabel('Amount', { exact: true }).count()).toBe(0);
    await page.getByRole('progressbar', { name: 'Bonus wagering (1 bonus)' }).waitFor();
    await request.getByRole('link', { name: 'See my bonuses' }).click();
    await page.getByRole('heading', { name: 'My bonuses' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Weekend spin bonus' });
    expect(await item.getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuenow')).toBe('0');
    await page.getByText('Your active bonus holds the wallet until its wagering is met.').waitFor();

    // Two spins of ¥1.00 in the built-in slot meet ¥2.00 of wagering.
    const slot = await rngSlot(journey.sql);
    await page.goto(await launchUrl(journey.baseUrl, slot, { token: member.token }));
    for (let spin = 1; spin <= 2; spin++) {
      await page.getByRole('button', { name: 'Spin' }).click();
      // The round is stored before the game shows it; the next spin waits for the button to come back.
      await expect.poll(() => roundsOf(journey.sql, member.username), { timeout: 15_000 }).toBe(spin);
      await page
        .getByTestId('slot-result')
        .filter({ hasText: /Result: / })
        .waitFor();
    }
    const done = page.getByRole('listitem').filter({ hasText: 'Weekend spin bonus' });
    await reloadUntil(
      page,
      '/member?page=bonusDetails',
      done,
      async (item) => (await item.getByText('Completed', { exact: true }).count()) > 0,
      'the weekend spin bonus completed',
    );
    expect(await done.getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    await page.getByText('No bonus holds your wallet: withdrawals and transfers are open.').waitFor();

    await page.goto('/member?page=withdraw');
    await request.getByLabel('Amount', { exact: true }).fill('100');
    await request.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await request.getByRole('button', { name: 'Request withdrawal' }).click();
    await expectToast(page, /Your withdrawal of ¥100\.00 to Harbour Bank/);
  });

  test('an operator cancels a bonus with a reason; what the wallet holds of it goes back and the member is told', async () => {
    const member = await payoutReadyMember('bnc');
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await grantInConsole(desk.page, member.id, { title: 'Goodwill bonus', amount: '30.00', multiple: '20' });
    const row = desk.page.getByRole('row').filter({ hasText: 'Goodwill bonus' });
    await row.getByRole('button', { name: 'Cancel bonus' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Cancel “Goodwill bonus”' });
    await dialog.getByLabel('Reason').fill('Duplicate account');
    await dialog.getByRole('button', { name: 'Cancel bonus' }).click();
    await expectToast(desk.page, 'Bonus cancelled; ¥30.00 taken back.');
    await row.getByText('¥30.00 taken back').waitFor();

    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token: member.token });
    await page.goto('/member?page=messageV2');
    await page
      .getByText('Goodwill bonus was cancelled; ¥30.00 of it was taken back from your balance.')
      .waitFor();
    await page.goto('/member?page=bonusDetails');
    const item = page.getByRole('listitem').filter({ hasText: 'Goodwill bonus' });
    await item.getByText('Cancelled', { exact: true }).waitFor();
  });

  for (const [viewport, size] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    for (const theme of themesAt(viewport)) {
      test(`the bonus details, the held withdrawal and the console's bonuses at ${viewport} width in the ${theme} theme`, async () => {
        expectConsoleErrors();
        const member = await payoutReadyMember('bsh');
        const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
        await grantInConsole(desk.page, member.id, {
          title: 'Welcome back bonus',
          amount: '25.00',
          multiple: '12.5',
        });
        await grantInConsole(desk.page, member.id, {
          title: 'Birthday bonus',
          amount: '8.00',
          multiple: '0',
        });
        if (viewport === 'desktop') {
          await desk.page.getByRole('row').filter({ hasText: 'Birthday bonus' }).waitFor();
          await shoot(desk.page, `bonuses-console-${theme}`);
        }
        const { page } = await memberContext(journey.browser, journey.baseUrl, member.token, {
          ...size,
          theme,
        });
        await page.goto('/member?page=bonusDetails');
        await page
          .getByRole('listitem')
          .filter({ hasText: 'Birthday bonus' })
          .getByText('Completed')
          .waitFor();
        await page.getByText('Welcome back bonus').waitFor();
        await shoot(page, `bonuses-details-${viewport}-${theme}`);
        await page.goto('/member?page=withdraw');
        await page.getByText('A bonus is still being wagered').waitFor();
        await shoot(page, `bonuses-withdraw-${viewport}-${theme}`);
      });
    }
  }
});
