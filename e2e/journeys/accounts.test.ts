/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { describe, expect, test } from 'vitest';
import { expectConsoleErrors, useJourney } from '../harness/browser';
import {
  expectLoggedIn,
  freshMobile,
  freshName,
  lastOutboxId,
  loginThroughPopup,
  openLogin,
  readOutbox,
  registerByApi,
} from './support/accounts';
import { expectToast } from './support/ui-checks';

const journey = useJourney();

describe('registration and password recovery', () => {
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
    await page.waitForURL(`${journey.baseUrl}/`);
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
    expectConsoleErrors('400 /wps/member/register');
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
});
