import { beforeAll, describe, expect, test } from 'vitest';
import { themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { registerByApi, visitorContext } from './support/accounts';
import { gameOf, launchGame, memberContext, playRound } from './support/bets';
import { createOperator, fundMember, memberCall, operatorContext, operatorToken } from './support/cashier';
import { shoot } from './support/games';
import { confirmedDeposit, reloadUntil } from './support/rewards';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** The demo ladder (seeded, README): Silver asks ¥1,000.00 of valid bets and ¥500.00 of deposits over 30 days. */
describe('VIP', () => {
  test('a member sees VIP progress move after bets, reaches Silver with its upgrade bonus, and claims the monthly bonus', async () => {
    const username = `vip${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await confirmedDeposit(journey.baseUrl, opsToken, token, '500.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });

    // The side menu and the header lead to the page; it starts at Bronze, deposits counted.
    await page.goto('/');
    await page.getByRole('link', { name: /VIP rank: Bronze/ }).click();
    const rank = page.getByRole('region', { name: 'Your VIP rank' });
    await rank.getByText('Bronze', { exact: true }).waitFor();
    await rank.getByText('To reach Silver').waitFor();
    const bets = rank.getByRole('progressbar', { name: 'Valid bets' });
    await bets.waitFor();
    expect(await bets.getAttribute('aria-valuenow')).toBe('0');

    // Bets settle through the vendor protocol; the rewards consumer counts them within a second or two.
    await fundMember(journey.baseUrl, opsToken, username, '1000.00');
    const session = await launchGame(journey.baseUrl, token, await gameOf(journey.sql, 'RNG'));
    await playRound(journey.baseUrl, session, '400.00', { payout: '0.00' });
    await reloadUntil(
      page,
      '/member?page=playerRank',
      bets,
      async (bar) => (await bar.getAttribute('aria-valuenow')) === '40',
      'valid bets at 40% of Silver',
    );
    await playRound(journey.baseUrl, session, '600.00', { payout: '0.00' });
    await reloadUntil(
      page,
      '/member?page=playerRank',
      rank,
      async (card) => (await card.getByText('Silver', { exact: true }).count()) > 0,
      'the member at Silver',
    );
    await rank.getByText('To reach Gold').waitFor();
    await page.getByRole('link', { name: /VIP rank: Silver/ }).waitFor();
    const bonuses = await memberCall<{ content: { title: string; amount: string }[] }>(
      journey.baseUrl,
      token,
      'GET',
      '/wps/member/bonuses',
    );
    expect(bonuses.content).toMatchObject([{ title: 'Silver upgrade bonus', amount: '18.00' }]);

    const monthly = page.getByRole('listitem').filter({ hasText: 'Monthly bonus' });
    await monthly.getByRole('button', { name: 'Claim' }).click();
    await expectToast(page, '¥8.00 added to your balance');
    await monthly.getByText('Claimed', { exact: true }).waitFor();
  });

  test('an operator reads the ladder in the console and saves it', async () => {
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/rewards');
    const ladder = desk.page.getByRole('region', { name: 'VIP ladder' });
    await ladder.getByRole('group', { name: 'Level 1' }).getByLabel('Rank name').waitFor();
    expect(await ladder.getByRole('group', { name: 'Level 1' }).getByLabel('Rank name').inputValue()).toBe(
      'Silver',
    );
    await ladder.getByRole('button', { name: 'Save the ladder' }).click();
    await expectToast(desk.page, 'VIP ladder saved');
  });

  for (const [viewport, size] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    for (const theme of themesAt(viewport)) {
      test(`the VIP page at ${viewport} width in the ${theme} theme`, async () => {
        const username = `vsh${Date.now().toString(36).slice(-6)}`;
        const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
        await confirmedDeposit(journey.baseUrl, opsToken, token, '300.00');
        const { page } = await memberContext(journey.browser, journey.baseUrl, token, { ...size, theme });
        await page.goto('/member?page=playerRank');
        await page.getByRole('region', { name: 'VIP ladder' }).getByText('Diamond').first().waitFor();
        await shoot(page, `vip-${viewport}-${theme}`);
        await page.getByRole('region', { name: 'VIP ladder' }).scrollIntoViewIfNeeded();
        await shoot(page, `vip-ladder-${viewport}-${theme}`);
        if (viewport === 'desktop') {
          const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
          await desk.page.goto('/ops/rewards');
          await desk.page.getByRole('region', { name: 'VIP ladder' }).scrollIntoViewIfNeeded();
          await shoot(desk.page, `vip-console-${theme}`);
        }
      });
    }
  }
});
