import type { Page } from 'playwright-core';
import type { Operator } from './cashier';
import { type Authenticator, fromBase32, nextCode } from './totp';

/**
 * An operator's first sign-in at /ops, as the console asks for it: name and first password, the forced password
 * change (a password too short is refused on the spot), then the authenticator set-up (the key as a QR code and as
 * text, a code that is not 6 digits refused) confirmed with a code. Ends on the console; answers the operator as it
 * now signs in: its new password and the authenticator the set-up made.
 */
export async function signInFirstTime(
  page: Page,
  operator: Operator,
  newPassword: string,
): Promise<Operator> {
  await page.goto('/ops');
  await page.getByLabel('Operator name').fill(operator.username);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('Current password').fill(operator.password);
  await page.getByLabel('New password', { exact: true }).fill('short1');
  await page.getByLabel('Confirm new password').fill('short1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('At least 10 characters, with letters and digits').first().waitFor();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  // Then the authenticator (issue 11.6): the key as a QR code and as text, confirmed with one code.
  await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
  await page.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor();
  const key = (await page.locator('.ops-totp__secret code').textContent()) ?? '';
  const authenticator: Authenticator = { secret: fromBase32(key), lastStep: 0 };
  await page.getByLabel('Authenticator code').fill('12');
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await page.getByText('Enter the 6 digits your authenticator app shows').waitFor();
  await page.getByLabel('Authenticator code').fill(await nextCode(authenticator));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
  return { username: operator.username, password: newPassword, authenticator };
}
