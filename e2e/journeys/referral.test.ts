import { beforeAll, describe, expect, test } from 'vitest';
import { themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { api, expectLoggedIn, freshName, MEMBER_PASSWORD, registerByApi } from './support/accounts';
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

/** The link's path and query, opened on the journey's server (the link names the brand's main domain). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The demo rule (seeded): the invitee deposits ¥100.00 and bets ¥500.00 → ¥38.00 for the inviter, ¥18.00 for them. */
describe('invite friends', () => {
  test('a member shares the link, a friend registers through it, deposits and bets, and the member claims the reward', async () => {
    const inviter = freshName('inv');
    const inviterToken = await registerByApi(journey.baseUrl, {
      username: inviter,
      payeeName: 'Jane Tester',
    });
    const { page } = await memberContext(journey.browser, journey.baseUrl, inviterToken, VIEWPORTS.desktop);
    await page.goto('/member?page=referral');
    const share = page.getByRole('region', { name: 'Invite friends' });
    const link = (await share.locator('.referral-link').textContent()) ?? '';
    expect(link).toMatch(/\/register\?recommenderId=[A-Z2-9]{8}$/);
    const code = new URL(link).searchParams.get('recommenderId') ?? '';
    await share.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
    await page.getByText('Your friend deposits ¥100.00 and bets ¥500.00 in valid bets').waitFor();
    await page.getByText('No friends yet').waitFor();

    // A new visitor opens the link and registers; the form says whose code it carries.
    const friend = freshName('frd');
    const visitor = await journey.newPage();
    await visitor.page.goto(pathOf(link));
    const dialog = visitor.page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByText(`Invited by a friend: code ${code}`).waitFor();
    await dialog.getByLabel('Username', { exact: true }).fill(friend);
    await dialog.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await dialog.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
    await dialog.getByLabel(/Real name/).fill('Tran Thi Mai');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectLoggedIn(visitor.page, friend);

    // The friend deposits and bets (through the API).
    const login = await api<{ token: string }>(journey.baseUrl, 'POST', '/wps/session/login', {
      username: friend,
      password: MEMBER_PASSWORD,
    });
    const friendToken = login.value.token;
    await confirmedDeposit(journey.baseUrl, opsToken, friendToken, '100.00');
    await fundMember(journey.baseUrl, opsToken, friend, '500.00');
    const session = await launchGame(journey.baseUrl, friendToken, await gameOf(journey.sql, 'RNG'));
    await playRound(journey.baseUrl, session, '500.00', { payout: '0.00' });

    const invitee = page
      .getByRole('listitem')
      .filter({ hasText: `${friend.slice(0, 2)}****${friend.slice(-2)}` });
    await reloadUntil(
      page,
      '/member?page=referral',
      invitee,
      async (item) => (await item.getByRole('button', { name: 'Claim reward' }).count()) > 0,
      'the friend ready to claim',
    );
    await shoot(page, 'referral-qualified-desktop-dark');
    await invitee.getByRole('button', { name: 'Claim reward' }).click();
    await expectToast(page, '¥38.00 added to your balance');
    await invitee.getByText('Rewarded', { exact: true }).waitFor();
    const bonuses = await memberCall<{ content: { source: string; amount: string }[] }>(
      journey.baseUrl,
      friendToken,
      'GET',
      '/wps/member/bonuses',
    );
    expect(bonuses.content).toMatchObject([{ source: 'REFERRAL:INVITEE', amount: '18.00' }]);

    // The console lists the referral, rewarded, and saves the rule.
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/referral');
    await desk.page.getByRole('row').filter({ hasText: friend }).getByText('Rewarded').waitFor();
    const rule = desk.page.getByRole('region', { name: 'Referral rule' });
    expect(await rule.getByLabel('Reward for the inviter').inputValue()).toBe('38.00');
    await rule.getByRole('button', { name: 'Save rule' }).click();
    await expectToast(desk.page, 'Referral rule saved.');
    await shoot(desk.page, 'referral-console-dark');
  });

  for (const [viewport, size] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    for (const theme of themesAt(viewport)) {
      test(`the invite friends page at ${viewport} width in the ${theme} theme`, async () => {
        const username = freshName('rsh');
        const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
        const status = await memberCall<{ code: string }>(
          journey.baseUrl,
          token,
          'GET',
          '/wps/member/referral',
        );
        for (const name of ['a', 'b']) {
          await api(journey.baseUrl, 'PUT', '/wps/member/register', {
            username: freshName(`rf${name}`),
            password: MEMBER_PASSWORD,
            confirmPassword: MEMBER_PASSWORD,
            termsAccepted: true,
            recommenderId: status.code,
          });
        }
        const { page } = await memberContext(journey.browser, journey.baseUrl, token, { ...size, theme });
        await page.goto('/member?page=referral');
        await page.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
        await page.getByRole('progressbar', { name: 'Deposits' }).first().waitFor();
        await shoot(page, `referral-${viewport}-${theme}`);
        await page.getByRole('heading', { name: 'Your friends' }).scrollIntoViewIfNeeded();
        await shoot(page, `referral-friends-${viewport}-${theme}`);
        if (viewport === 'desktop' && theme === 'light') {
          const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
          await desk.page.goto('/ops/referral');
          await desk.page.getByRole('region', { name: 'Referrals' }).getByRole('row').nth(1).waitFor();
          await shoot(desk.page, `referral-console-${theme}`);
        }
      });
    }
  }
});
