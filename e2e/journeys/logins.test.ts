/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { describe, expect, test } from 'vitest';
import { expectConsoleErrors, useJourney } from '../harness/browser';
import {
  api,
  DEMO_PASSWORD,
  expectLoggedIn,
  freshName,
  loginThroughPopup,
  MEMBER_PASSWORD,
  openLogin,
  registerByApi,
  visitorContext,
} from './support/accounts';

const journey = useJourney();

describe('logins and sessions', () => {
  test('a failed login shows the captcha field with a server image', async () => {
    expectConsoleErrors('401 /wps/session/login');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { ip: '198.51.100.7' });
    await page.goto('/');
    const dialog = await loginThroughPopup(page, freshName('nobody'), 'Wrong2026');
    await dialog.getByText('The username or password is incorrect.').waitFor();
    const image = dialog.getByRole('img', { name: 'Captcha image' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await dialog.getByLabel('Captcha', { exact: true }).waitFor();

    // Without an answer the form asks for one; a new image comes on request.
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.getByText('Please enter the captcha').waitFor();
    const before = await image.getAttribute('src');
    await dialog.getByRole('button', { name: 'New captcha image' }).click();
    await page.waitForFunction(
      (previous) => document.querySelector('img[alt="Captcha image"]')?.getAttribute('src') !== previous,
      before,
    );

    // The captcha follows the name that failed: someone else behind the same address (a café, a carrier's shared
    // address) logs in without one (decision 0034).
    const neighbourName = freshName('cafe');
    await registerByApi(journey.baseUrl, { username: neighbourName });
    const neighbour = await visitorContext(journey.browser, journey.baseUrl, { ip: '198.51.100.7' });
    await neighbour.page.goto('/');
    await loginThroughPopup(neighbour.page, neighbourName, MEMBER_PASSWORD);
    await expectLoggedIn(neighbour.page, neighbourName);
  });

  test('an address that failed for five accounts shows the captcha to everyone there from the first try', async () => {
    expectConsoleErrors('400 /wps/session/login');
    const ip = '198.51.100.77';
    for (let index = 0; index < 5; index++) {
      const guess = { username: freshName('spray'), password: 'Guess12345' };
      expect((await api(journey.baseUrl, 'POST', '/wps/session/login', guess, { ip })).code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const username = freshName('late');
    await registerByApi(journey.baseUrl, { username });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { ip });
    await page.goto('/');
    const dialog = await loginThroughPopup(page, username, MEMBER_PASSWORD);
    await dialog.getByText('Please enter the captcha').waitFor();
    await dialog.getByRole('img', { name: 'Captcha image' }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });

  test('the default password forces a password change, after which the member is logged in', async () => {
    // The server refuses the weak new password; nothing else is asked with the restricted session.
    expectConsoleErrors('400 /wps/member/password');
    const { page } = await journey.newPage();
    await page.goto('/');
    await loginThroughPopup(page, 'newbie01', 'Welcome123');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByText(/please choose a new password/).waitFor();
    // Forced mode: no close button, the old password comes from the login.
    expect(await change.getByRole('button', { name: 'Close' }).count()).toBe(0);
    expect(await change.getByLabel('Current password').inputValue()).toBe('Welcome123');
    // A new password built from the account name is rated weak as it is typed, and refused by the server.
    await change.getByLabel('New password', { exact: true }).fill('Newbie2026');
    await change.getByLabel('Confirm new password').fill('Newbie2026');
    await change.getByText(/Strength: (very )?weak\./).waitFor();
    await change.getByRole('button', { name: 'Change password' }).click();
    await change
      .locator('.field__error')
      .getByText(/Do not build your password from your username/)
      .waitFor();
    await change.getByLabel('New password', { exact: true }).fill('Velvet2Harbor9');
    await change.getByLabel('Confirm new password').fill('Velvet2Harbor9');
    await change.getByText('Strength: very strong.').waitFor();
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.waitFor({ state: 'detached' });
    await expectLoggedIn(page, 'newbie01');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The new token works where the restricted one did not.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Security centre' }).click();
    await page.getByRole('heading', { name: 'Login history' }).waitFor();
  });

  test('a login from a new address asks for a second factor: the bank account holder name', async () => {
    expectConsoleErrors('400 /wps/session/login/challenge/verify');
    const username = freshName('far');
    await registerByApi(journey.baseUrl, {
      username,
      payeeName: 'Jane Tester',
      email: `${username}@playhall.example`,
    });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { ip: '203.0.113.9' });
    await page.goto('/');
    await loginThroughPopup(page, username, MEMBER_PASSWORD);
    const dialog = page.getByRole('dialog', { name: "Verify it's you" });
    await dialog.getByText(/new address/).waitFor();
    await dialog.getByText('Bank account name').click();
    await dialog.getByLabel('Bank account holder name').fill('Someone Else');
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await dialog.getByText('The verification is not valid, please try again.').waitFor();
    await dialog.getByLabel('Bank account holder name').fill('jane  tester');
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await expectLoggedIn(page, username);

    // The security centre lists the login with its second factor.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Security centre' }).click();
    await page.getByRole('heading', { name: 'Login history' }).waitFor();
    const row = page.getByRole('row', { name: /203\.0\.113\.9/ });
    await row.getByText('Bank account name').waitFor();
  });

  test('agent login on /agent goes to /agentHome, and a player is refused there', async () => {
    expectConsoleErrors('403 /wps/session/login');
    const { page } = await journey.newPage();
    await page.goto('/agent');
    const form = page.getByRole('region', { name: 'Agent sign-in' });
    await form.getByText(/Agent service desk/).waitFor();
    await form.getByLabel('Username', { exact: true }).fill('player01');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in to the agent centre' }).click();
    await form.getByText('Non-agents cannot log in').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await form.getByLabel('Username', { exact: true }).fill('agent02');
    await form.getByRole('button', { name: 'Log in to the agent centre' }).click();
    await page.waitForURL(`${journey.baseUrl}/agentHome`);
    await page.getByText('agent02', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${journey.baseUrl}/agent`);
  });

  test('free play logs in a trial user who is kept out of the member centre', async () => {
    const { page } = await journey.newPage();
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Try free play' }).click();
    await page.getByRole('banner').getByText('Trial', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    const prompt = page.getByRole('dialog', { name: 'Please note' });
    await prompt.getByText('Please use a real account for this').waitFor();
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    // Typing the address: the dialog again, and the visitor stays on the lobby.
    await page.goto('/member?page=securityCenter');
    await prompt.getByText('Please use a real account for this').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a session the server ended returns the visitor to the guest state with a notice', async () => {
    // Every call made with the ended session is refused; the first one ends it in the app.
    expectConsoleErrors(/status of 401 .*\/wps\//);
    const username = freshName('gone');
    const token = await registerByApi(journey.baseUrl, { username });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/');
    await expectLoggedIn(page, username);
    // The page's own first calls are done: the call this test makes is the one that meets the ended session.
    await page.waitForLoadState('networkidle');
    await journey.sql`update sessions set revoked_at = now() where member_id = (select id from members where account = ${username})`;
    const notice = page
      .getByRole('dialog', { name: 'Please note' })
      .getByText('You are not logged in, please login');
    // The security centre opened here meets the ended session, or a refresh of the page's own (the balance, the
    // unread count) when it comes first on a busy machine: either shows the notice.
    const openSecurityCentre = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 5_000 });
      await page.getByRole('menuitem', { name: 'Security centre' }).click({ timeout: 5_000 });
    };
    await Promise.race([openSecurityCentre().catch(() => notice.waitFor()), notice.waitFor()]);
    await notice.waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
