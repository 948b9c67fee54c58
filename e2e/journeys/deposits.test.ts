/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { describe, expect, test } from 'vitest';
import { useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { createOperator, expectHeaderBalance } from './support/cashier';
import { signInFirstTime } from './support/ops-sign-in';
import { expectToast } from './support/ui-checks';

const journey = useJourney();

describe('deposits', () => {
  test('an online deposit pays on the sandbox gateway, returns, is credited and changes the header balance', async () => {
    const username = freshName('dep');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/');
    await expectHeaderBalance(page, '¥0.00');

    // The header's deposit button opens the deposit page of the member centre.
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
    await page.getByRole('group', { name: 'Payment method' }).getByText('Sandbox Pay').click();
    await page.getByLabel('Amount', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('The minimum is ¥10.00').waitFor();
    await page.getByRole('button', { name: '¥500', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The sandbox gateway's own page, served by our server.
    await page.waitForURL(/\/sandbox-psp\/pay\//);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/member\?page=depositv2&deposit=\d+/);
    await page.getByRole('heading', { name: 'Deposit credited' }).waitFor({ timeout: 30_000 });
    await page.getByText('¥500.00 has been added to your balance.').waitFor();
    await expectHeaderBalance(page, '¥500.00');

    // The recent deposits list, the message and its unread count on the member menu.
    const recent = page.getByRole('region', { name: 'Recent deposits' });
    await recent.getByRole('row', { name: /Sandbox Pay.*¥500\.00.*Credited/ }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Platform messages.*1 unread/ }).click();
    await page.getByText('Deposit credited').first().waitFor();
    await page.getByText(/Your deposit of ¥500\.00 \(no\. \d+\) has been added to your balance\./).waitFor();

    // Declining on the gateway's page is a failed deposit, and nothing changes.
    await page.goto('/member?page=depositv2');
    await page.getByRole('group', { name: 'Payment method' }).getByText('Sandbox Pay').click();
    await page.getByLabel('Amount', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox-psp\/pay\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: 'The payment did not go through' }).waitFor({ timeout: 30_000 });
    await expectHeaderBalance(page, '¥500.00');
  });

  test('a bank-transfer deposit waits for the cashier; the operator confirms it in /ops and the member sees it', async () => {
    const username = freshName('bank');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const member = await visitorContext(journey.browser, journey.baseUrl, { token });
    await member.page.goto('/member?page=depositv2');
    await member.page.getByText('Demo Bank').waitFor();
    // Copying a value of the account to pay into shows the copy confirmation of the shell.
    await member.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await member.page.getByRole('button', { name: 'Copy Account number' }).click();
    await expectToast(member.page, 'Copied successfully');
    expect(await member.page.evaluate(() => navigator.clipboard.readText())).toBe('6222 0200 1234 5678');

    await member.page.getByLabel('Amount', { exact: true }).fill('750');
    await member.page.getByRole('button', { name: 'I have made the transfer' }).click();
    await member.page.getByText('Input cannot be empty').waitFor();
    await member.page.getByLabel('Name or reference on your transfer').fill('JANE T 0042');
    await member.page.getByRole('button', { name: 'I have made the transfer' }).click();
    await member.page.getByRole('heading', { name: 'Transfer submitted' }).waitFor();
    await member.page.getByRole('region', { name: 'Recent deposits' }).getByText('Pending').waitFor();

    // An operator's first sign-in: the forced password change, the authenticator set-up, then the queue.
    const operator = await createOperator(journey.sql, { mustChangePassword: true });
    const desk = await visitorContext(journey.browser, journey.baseUrl);
    await signInFirstTime(desk.page, operator, 'CashierDesk2026');
    // Operators and members keep separate sessions.
    expect(
      await desk.page.evaluate(() => [sessionStorage.getItem('token'), !!sessionStorage.getItem('opsToken')]),
    ).toEqual([null, true]);

    const deposits = desk.page.getByRole('region', { name: 'Pending deposits' });
    const row = deposits.getByRole('row', { name: new RegExp(username) });
    await row.getByText('JANE T 0042').waitFor();
    await row.getByRole('button', { name: /Confirm deposit/ }).click();
    const confirm = desk.page.getByRole('dialog', { name: 'Credit the deposit' });
    await confirm.getByText(`Credit ¥750.00 to ${username}?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await row.waitFor({ state: 'detached' });

    // The member: the balance, the deposit's state and the message.
    await expectHeaderBalance(member.page, '¥750.00');
    await member.page.reload();
    await member.page.getByRole('region', { name: 'Recent deposits' }).getByText('Credited').waitFor();
    await member.page.goto('/member?page=messageV2');
    await member.page
      .getByText(/Your deposit of ¥750\.00 \(no\. \d+\) has been added to your balance\./)
      .waitFor();
    await desk.context.close();
    await member.context.close();
  });
});
