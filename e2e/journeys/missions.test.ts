import { beforeAll, describe, expect, test } from 'vitest';
import { themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { registerByApi } from './support/accounts';
import { gameOf, launchGame, memberContext, playRound } from './support/bets';
import { createOperator, fundMember, memberCall, operatorContext, operatorToken } from './support/cashier';
import { shoot } from './support/games';
import { reloadUntil } from './support/rewards';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

const PAGE = '/member?page=missionLeaderboard';

/** A new member with money who has bet `stake` in a slot through the vendor protocol. */
async function memberWhoBet(prefix: string, stake: string): Promise<{ username: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
  await fundMember(journey.baseUrl, opsToken, username, '500.00');
  if (stake !== '0') {
    const session = await launchGame(journey.baseUrl, token, await gameOf(journey.sql, 'RNG'));
    await playRound(journey.baseUrl, session, stake, { payout: '0.00' });
  }
  return { username, token };
}

/** The demo missions (seeded, README): "Spin the slots" asks ¥200.00 of slot bets today and pays ¥5.00. */
describe('missions', () => {
  test('a member completes a mission by betting in a slot and claims its reward on the page', async () => {
    const { token } = await memberWhoBet('msn', '150.00');
    const { page } = await memberContext(journey.browser, journey.baseUrl, token, VIEWPORTS.desktop);

    // The side menu leads to the page; registering logged in, so the daily check-in is ready at once.
    await page.goto('/');
    await page.getByRole('link', { name: 'Mission leaderboard' }).first().click();
    await page.waitForURL(/page=missionLeaderboard/);
    const spin = page.getByRole('listitem').filter({ hasText: 'Spin the slots' });
    const bar = spin.getByRole('progressbar');
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('75');
    await spin.getByText('In progress').waitFor();
    const badge = page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', {
      name: /Mission leaderboard/,
    });
    await badge.getByText('1 mission to claim').waitFor({ state: 'attached' });

    // Another ¥50.00 in the slot completes it.
    const session = await launchGame(journey.baseUrl, token, await gameOf(journey.sql, 'RNG'));
    await playRound(journey.baseUrl, session, '50.00', { payout: '0.00' });
    await reloadUntil(
      page,
      PAGE,
      spin,
      async (card) => (await card.getByRole('button', { name: 'Claim' }).count()) > 0,
      'the slot mission ready to claim',
    );
    await badge.getByText('2 missions to claim').waitFor({ state: 'attached' });
    await spin.getByRole('button', { name: 'Claim' }).click();
    await expectToast(page, 'Mission complete: ¥5.00 bonus and 10 points added.');
    await spin.getByText('Claimed', { exact: true }).waitFor();
    await badge.getByText('1 mission to claim').waitFor({ state: 'attached' });

    // The bonus is the member's, and the leaderboard shows the member's own row.
    const bonuses = await memberCall<{ content: { title: string; amount: string; source: string }[] }>(
      journey.baseUrl,
      token,
      'GET',
      '/wps/member/bonuses',
    );
    expect(bonuses.content).toMatchObject([{ title: 'Spin the slots', amount: '5.00', source: 'MISSION' }]);
    const board = page.getByRole('region', { name: 'Weekly leaderboard' });
    await board.locator('.mission-board__row--mine').getByText('You').waitFor();
  });

  for (const [viewport, size] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    for (const theme of themesAt(viewport)) {
      test(`the missions page at ${viewport} width in the ${theme} theme`, async () => {
        const { token } = await memberWhoBet('msh', '120.00');
        // The daily check-in claimed: the page shows every state, and the member on the leaderboard.
        const list = await memberCall<{ daily: { id: string; title: string }[] }>(
          journey.baseUrl,
          token,
          'GET',
          '/wps/member/missions',
        );
        const checkIn = list.daily.find((mission) => mission.title === 'Daily check-in');
        await memberCall(journey.baseUrl, token, 'POST', `/wps/member/missions/${checkIn?.id}/claim`);
        const { page } = await memberContext(journey.browser, journey.baseUrl, token, { ...size, theme });
        await page.goto(PAGE);
        await page
          .getByRole('listitem')
          .filter({ hasText: 'Spin the slots' })
          .getByRole('progressbar')
          .waitFor();
        await page.getByRole('region', { name: 'Weekly leaderboard' }).getByRole('table').waitFor();
        await shoot(page, `missions-${viewport}-${theme}`);
        await page.getByRole('tab', { name: /Weekly/ }).click();
        await page.getByRole('listitem').filter({ hasText: 'Explorer' }).waitFor();
        await page.getByRole('region', { name: 'Weekly leaderboard' }).scrollIntoViewIfNeeded();
        await shoot(page, `missions-weekly-${viewport}-${theme}`);
        if (viewport === 'desktop') {
          const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
          await desk.page.goto('/ops/missions');
          await desk.page.getByRole('region', { name: 'Missions' }).getByText('Spin the slots').waitFor();
          await shoot(desk.page, `missions-console-${theme}`);
        }
      });
    }
  }
});
