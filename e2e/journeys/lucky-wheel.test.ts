import { beforeAll, describe, expect, test } from 'vitest';
import { themesAt, useJourney } from '../harness/browser';
import { registerByApi, visitorContext } from './support/accounts';
import { createOperator, operatorToken } from './support/cashier';
import { shoot } from './support/games';
import { confirmedDeposit, reloadUntil } from './support/rewards';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

const WHEEL = 'Daily lucky wheel';
const RELOAD = 'Daily reload: 10% on top';
const REWARDS = '/member?page=rewardCenter';

/** The demo activities (seeded, README): a free daily lucky wheel, and a daily reload of 10% up to ¥188.00. */
describe('the lucky wheel and the reload bonus', () => {
  test('a member spins the wheel, sees the result and verifies it in the browser', async () => {
    const username = `whl${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto(REWARDS);
    const card = page.getByRole('listitem').filter({ hasText: WHEEL }).first();
    await card.getByRole('img', { name: 'Lucky wheel with 8 segments' }).waitFor();
    const committed = (await card.locator('.lucky-wheel__commit code').textContent()) ?? '';
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    await card.getByText('nonce 0').waitFor();

    await card.getByRole('button', { name: 'Spin the wheel' }).click();
    await expectToast(page, /You won ¥|No prize this time/);
    await card.getByText('Today’s result').waitFor();
    await card.getByText('You have spun today. Come back tomorrow for a new spin.').waitFor();
    expect(await card.getByRole('button', { name: 'Spin the wheel' }).isDisabled()).toBe(true);
    await card.getByText('nonce 1').waitFor();

    await card.getByText('Fairness: check every spin').click();
    const spin = card.locator('.wheel-fairness__spin').first();
    expect(await spin.locator('dd code').nth(1).textContent()).toBe(committed);
    await spin.getByRole('button', { name: 'Verify' }).click();
    await spin
      .getByRole('status')
      .filter({ hasText: /^Verified: the seed matches its hash/ })
      .waitFor();

    for (const viewport of ['phone', 'desktop'] as const) {
      for (const theme of themesAt(viewport)) {
        const view = await visitorContext(journey.browser, journey.baseUrl, { token, theme, viewport });
        await view.page.goto(REWARDS);
        const shown = view.page.getByRole('listitem').filter({ hasText: WHEEL }).first();
        await shown.getByText('Today’s result').waitFor();
        await shown.scrollIntoViewIfNeeded();
        await shoot(view.page, `lucky-wheel-${viewport}-${theme}`);
        await view.context.close();
      }
    }
  });

  test('a member with a second deposit claims the day’s reload bonus', async () => {
    const username = `rld${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await confirmedDeposit(journey.baseUrl, opsToken, token, '100.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto(REWARDS);
    const card = page.getByRole('listitem').filter({ hasText: RELOAD }).first();
    await card.getByRole('link', { name: 'Deposit now' }).waitFor();

    await confirmedDeposit(journey.baseUrl, opsToken, token, '300.00');
    await reloadUntil(
      page,
      REWARDS,
      card,
      async (shown) => (await shown.getByRole('button', { name: 'Claim ¥30.00' }).count()) > 0,
      'the reload ready to claim',
    );
    await card.getByRole('button', { name: 'Claim ¥30.00' }).click();
    await expectToast(page, 'Claimed: ¥30.00 is in your balance.');
    await card.getByText('Claimed', { exact: true }).waitFor();
  });
});
