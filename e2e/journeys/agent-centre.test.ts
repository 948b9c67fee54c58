import { describe, expect, test } from 'vitest';
import { shoot, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import {
  api,
  DEMO_PASSWORD,
  expectLoggedIn,
  freshName,
  loginThroughPopup,
  visitorContext,
} from './support/accounts';
import { AGENT_TEAM_PAGES } from './support/agent-pages';

const journey = useJourney();

const FIRST_PASSWORD = 'Fresh8Start42';
const OWN_PASSWORD = 'Mine9Choice57';
const PAYMENT_PASSWORD = '258013';

/** The agent centre's pages in its menu, by the heading each one shows. */
const PAGES = [
  'Announcements',
  'Team overview',
  'Register account',
  'Team management',
  'Team betting record',
  'Team transactions',
  'User profit and loss',
  'My income',
];

async function agentToken(): Promise<string> {
  const login = await api<{ token: string }>(journey.baseUrl, 'POST', '/wps/session/login', {
    username: 'agent01',
    password: DEMO_PASSWORD,
  });
  if (!login.success) throw new Error(`agent01 cannot log in: ${login.code}`);
  // A payment password for the transfer; an earlier run on this database may have set it already.
  await api(
    journey.baseUrl,
    'POST',
    '/wps/member/payment-password',
    { password: DEMO_PASSWORD, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
    { token: login.value.token },
  );
  return login.value.token;
}

describe('the agent centre', () => {
  test('agent01 signs in at /agent, opens every page, opens an account and sends it money, drills into a sub-agent, exports', async () => {
    const { page } = await journey.newPage();
    await agentToken();
    await page.goto('/agent');
    const form = page.getByRole('region', { name: 'Agent sign-in' });
    await form.getByLabel('Username', { exact: true }).fill('agent01');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in to the agent centre' }).click();
    await page.waitForURL(`${journey.baseUrl}/agentHome`);
    await page.getByRole('heading', { name: 'Team overview' }).first().waitFor();
    await page.getByText('Team size').waitFor();

    const menu = page.getByRole('navigation', { name: 'Agent centre pages' });
    for (const name of PAGES) {
      await menu.getByRole('link', { name }).click();
      await page.getByRole('heading', { name }).first().waitFor();
    }

    // registerCenter: a player under agent01, who must choose its own password at its first login.
    await menu.getByRole('link', { name: 'Register account' }).click();
    const account = freshName('dl');
    await page.getByLabel('Account name').fill(account);
    await page.getByLabel('First password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm first password').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByText('The account is open').waitFor();

    // Team management: the new player is a direct downline; send it money.
    await menu.getByRole('link', { name: 'Team management' }).click();
    const row = page.getByRole('row', { name: new RegExp(account) });
    await row.getByRole('button', { name: 'Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: `Transfer to ${account}` });
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Transfer sent').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await menu.getByRole('link', { name: 'Team transactions' }).click();
    await page.getByRole('row', { name: new RegExp(`${account}.*Transfer from upline`) }).waitFor();

    // Drill into agent02's team and back up the chain.
    await menu.getByRole('link', { name: 'Team management' }).click();
    await page
      .getByRole('row', { name: /agent02/ })
      .getByRole('button', { name: 'Team' })
      .click();
    const chain = page.getByRole('navigation', { name: 'Whose team' });
    await chain.getByText('agent02').waitFor();
    await chain.getByRole('button', { name: 'agent01' }).click();
    await page.getByRole('row', { name: new RegExp(account) }).waitFor();

    // Export the user profit and loss.
    await menu.getByRole('link', { name: 'User profit and loss' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^palStatementsAgentCopy-.*\.csv$/);

    // The downline logs in with the first password, is made to choose its own, and sees the money.
    const downline = await journey.newPage();
    await downline.page.goto('/');
    await loginThroughPopup(downline.page, account, FIRST_PASSWORD);
    const change = downline.page.getByRole('dialog', { name: 'Change password' });
    await change.getByText('please choose a new password').waitFor();
    await change.getByLabel('Current password').fill(FIRST_PASSWORD);
    await change.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await change.getByLabel('Confirm new password').fill(OWN_PASSWORD);
    await change.getByRole('button', { name: 'Change password' }).click();
    // The restricted session is not stored: wait for the change to finish (the dialog closes once the new session
    // is stored) before leaving the page.
    await change.waitFor({ state: 'detached' });
    await expectLoggedIn(downline.page, account);
    await downline.page.goto('/member?page=transactionHistory');
    await downline.page.getByRole('cell', { name: 'Transfer from upline' }).first().waitFor();
  });

  test('every agent page at both widths (phone dark, desktop light)', async () => {
    const token = await agentToken();
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      for (const theme of themesAt(viewport)) {
        const { page, context } = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          theme,
          token,
        });
        for (const [slug, heading] of AGENT_TEAM_PAGES) {
          await page.goto(`/agentHome?page=${slug}`);
          await page.getByRole('heading', { name: heading }).first().waitFor();
          await page
            .getByRole('progressbar')
            .first()
            .waitFor({ state: 'detached' })
            .catch(() => undefined);
          await shoot(page, `agent-${slug}-${viewport}-${theme}`);
        }
        await context.close();
      }
    }
  });
});
