/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { describe, expect, test } from 'vitest';
import { useJourney } from '../harness/browser';
import {
  DEMO_PASSWORD,
  expectLoggedIn,
  freshMobile,
  freshName,
  lastOutboxId,
  loginThroughPopup,
  MEMBER_PASSWORD,
  openLogin,
  readOutbox,
  registerByApi,
  visitorContext,
} from './support/accounts';
import { expectToast } from './support/ui-checks';

const journey = useJourney();

describe('accounts and sessions', () => {
  test('a visitor registers in username mode, is welcomed, signs out after the confirmation and logs in again', async () => {
    const { page } = await journey.newPage();
    const username = freshName('reg');
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Username', { exact: true }).fill('9lives');
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm password').fill('abd');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // The client runs the server's rules: the pattern message with its bounds, the password template, the
    // mismatch and the consent.
    await dialog
      .getByText('Please enter 6 - 16 characters: letters and numbers, starting with a letter')
      .waitFor();
    await dialog.getByText('Please fill in your password with 6 - 20 characters').waitFor();
    await dialog.getByText('The two password entries are inconsistent').waitFor();
    await dialog.getByText(/Please confirm that you are 18 or older/).waitFor();

    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Jumbo6Lotus17');
    await dialog.getByLabel('Confirm password').fill('Jumbo6Lotus17');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    expect(await dialog.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectLoggedIn(page, username);
    // The new account is welcomed, with the first deposit a click away; the lobby is the other way on.
    const welcome = page.getByRole('dialog', { name: `Welcome, ${username}!` });
    await welcome.getByRole('button', { name: 'Deposit now' }).waitFor();
    await welcome.getByRole('button', { name: 'Explore the games' }).click();
    await welcome.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out' });
    await confirm.getByText('Are you sure you want to sign out?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await loginThroughPopup(page, username, 'Jumbo6Lotus17');
    await expectLoggedIn(page, username);
    // The login name is remembered on this device for 24 hours.
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('rememberedLogin') ?? '{}'));
    expect(remembered.username).toBe(username);
    expect(remembered.expiresAt - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  test('issue 11.7: the register form rates the password as it is typed, and a weak one is refused', async () => {
    const { page } = await journey.newPage();
    const username = freshName('weak');
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('password1');
    await dialog.getByText('Strength: very weak.').waitFor();
    await dialog.getByText(/This password is too common or too easy to guess/).waitFor();
    const meter = dialog.getByRole('meter', { name: 'Password strength' });
    expect(await meter.evaluate((element) => (element as HTMLMeterElement).value)).toBe(0);
    // A hand-made weak password still goes to the server, which refuses it on the field.
    await dialog.getByLabel('Confirm password').fill('password1');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog
      .locator('.field__error')
      .getByText(/This password is too common or too easy to guess/)
      .waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await dialog.getByLabel('Password', { exact: true }).fill(`${username}7`);
    await dialog
      .getByText(/Do not build your password from your username/)
      .first()
      .waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('Kite7Harbor29');
    await dialog.getByLabel('Confirm password').fill('Kite7Harbor29');
    await dialog.getByText('Strength: very strong.').waitFor();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectLoggedIn(page, username);
  });

  test('a visitor registers in mobile mode with the SMS code from the outbox', async () => {
    const { page } = await journey.newPage();
    const mobile = freshMobile();
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('tab', { name: 'Mobile' }).click();
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
    const sms = await readOutbox(journey.sql, `+86${mobile}`);
    const code = /\b(\d{6})\b/.exec(sms)?.[1] ?? '';
    expect(code).toHaveLength(6);
    await dialog.getByLabel('SMS code').fill(code);
    await dialog.getByLabel('Password', { exact: true }).fill('Orbit3Maple66');
    await dialog.getByLabel('Confirm password').fill('Orbit3Maple66');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectLoggedIn(page, `u${mobile}`);
  });

  test('a failed login shows the captcha field with a server image', async () => {
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
  });

  test('the default password forces a password change, after which the member is logged in', async () => {
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

  test('forgot password by e-mail: the outbox link sets a new password that logs in', async () => {
    const username = freshName('mail');
    const email = `${username}@playhall.example`;
    await registerByApi(journey.baseUrl, { username, email });
    const { page } = await journey.newPage();
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    // Password reset by phone is on in the demo brand: the mobile tab is the default.
    expect(await forgot.getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected')).toBe('true');
    await forgot.getByRole('tab', { name: 'E-mail' }).click();
    const after = await lastOutboxId(journey.sql);
    await forgot.getByLabel('Username', { exact: true }).fill(username);
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, /a reset link is on its way/);
    expect(await page.getByRole('dialog').count()).toBe(0);

    const mail = await readOutbox(journey.sql, email, after);
    const link = /(http\S+\/forget\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (!link) throw new Error(`no reset link in: ${mail}`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Quartz9Lantern5');
    await page.getByLabel('Confirm new password').fill('Quartz9Lantern5');
    await page.getByRole('button', { name: 'Save new password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Quartz9Lantern5');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectLoggedIn(page, username);
  });

  test('a login from a new address asks for a second factor: the bank account holder name', async () => {
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
    const username = freshName('gone');
    const token = await registerByApi(journey.baseUrl, { username });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/');
    await expectLoggedIn(page, username);
    await journey.sql`update sessions set revoked_at = now() where member_id = (select id from members where account = ${username})`;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Security centre' }).click();
    await page
      .getByRole('dialog', { name: 'Please note' })
      .getByText('You are not logged in, please login')
      .waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
