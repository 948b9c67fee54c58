/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { beforeAll, describe, expect, test } from 'vitest';
import { expectConsoleErrors, useJourney } from '../harness/browser';
import { api, freshName, MEMBER_PASSWORD, registerByApi, visitorContext } from './support/accounts';
import {
  createOperator,
  expectHeaderBalance,
  fundMember,
  memberCall,
  operatorToken,
  PAYMENT_PASSWORD,
} from './support/cashier';
import { DEVICE_ZONE, expectBrandTimes, expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

describe('wallet', () => {
  test('transfers main to a vendor wallet and back, all back to main, and the account record shows each movement', async () => {
    const username = freshName('wal');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '1000.00');
    // A device in New York: the record must still show the brand's clock (GMT+8).
    const { page } = await visitorContext(journey.browser, journey.baseUrl, {
      token,
      timezoneId: DEVICE_ZONE,
    });
    await page.goto('/member?page=transferFund');
    const wallets = page.getByRole('region', { name: 'Game wallets' });
    const main = page.getByRole('article', { name: 'Main wallet' });
    await main.getByText('¥1,000.00').first().waitFor();

    // Main wallet to Silk Live, picked from its card.
    const silk = wallets.getByRole('article', { name: 'Silk Live' });
    await silk.getByRole('button', { name: 'Transfer into Silk Live' }).click();
    const form = page.getByRole('region', { name: 'Transfer' });
    expect(await form.getByLabel('From').inputValue()).toBe('MAIN');
    expect(await form.getByLabel('To').inputValue()).toBe('SX');
    await form.getByLabel('Amount', { exact: true }).fill('1200');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await form.getByText('Only ¥1,000.00 is available').waitFor();
    await form.getByRole('button', { name: '¥500', exact: true }).click();
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    // A routine success is a toast, not a dialog to dismiss.
    await expectToast(page, '¥500.00 moved from Main wallet to Silk Live.');
    await silk.getByText('¥500.00').waitFor();
    await expectHeaderBalance(page, '¥500.00');

    // Back from Silk Live: the card's other direction, "max" fills in what it holds.
    await silk.getByRole('button', { name: 'Transfer out of Silk Live' }).click();
    expect(await form.getByLabel('To').inputValue()).toBe('MAIN');
    await form.getByLabel('Amount', { exact: true }).fill('120.50');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expectToast(page, '¥120.50 moved from Silk Live to Main wallet.');
    await silk.getByText('¥379.50').waitFor();

    // A second vendor through the selects.
    await form.getByLabel('From').selectOption('MAIN');
    await form.getByLabel('To').selectOption({ label: 'Evening Live' });
    await form.getByLabel('Amount', { exact: true }).fill('100');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expectToast(page, '¥100.00 moved from Main wallet to Evening Live.');
    await wallets.getByRole('article', { name: 'Evening Live' }).getByText('¥100.00').waitFor();
    await expectHeaderBalance(page, '¥520.50');

    // All back to main.
    // A confirmation keeps its dialog, titled by what it asks.
    await wallets.getByRole('button', { name: 'All back to main' }).click();
    const ask = page.getByRole('dialog', { name: 'All back to main' });
    await ask.getByText('Move the balances of all game wallets back to your main wallet?').waitFor();
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'All game wallet balances are back in your main wallet.');
    await main.getByText('¥1,000.00').first().waitFor();
    await silk.getByText('¥0.00').waitFor();
    expect(await wallets.getByRole('button', { name: 'All back to main' }).isDisabled()).toBe(true);
    await expectHeaderBalance(page, '¥1,000.00');

    // The account record: every movement, signed, with the balance after it.
    await page.goto('/member?page=transactionHistory');
    const table = page.getByRole('table', { name: 'Account record' });
    await table.getByRole('row', { name: /Adjustment.*Main wallet.*\+¥1,000\.00.*¥1,000\.00/ }).waitFor();
    await table.getByRole('row', { name: /Wallet transfer.*Main wallet.*-¥500\.00.*¥500\.00/ }).waitFor();
    await table.getByRole('row', { name: /Wallet transfer.*Silk Live.*\+¥500\.00.*¥500\.00/ }).waitFor();
    await table.getByRole('row', { name: /Wallet transfer.*Silk Live.*-¥120\.50.*¥379\.50/ }).waitFor();
    await table.getByRole('row', { name: /Wallet transfer.*Evening Live.*\+¥100\.00/ }).waitFor();
    await table.getByRole('row', { name: /Wallet transfer.*Silk Live.*-¥379\.50.*¥0\.00/ }).waitFor();
    await page.getByText('11 records', { exact: true }).waitFor();
    await page.getByText('Times and days follow the casino clock (GMT+8).').waitFor();
    // One clock: every time of the record is the brand's, with its offset, though the device is in New York.
    expect(await expectBrandTimes(page)).toBe(11);
    // Filtered by type: the adjustment only.
    await page.getByLabel('Type').selectOption({ label: 'Adjustment' });
    await page.getByText('1 record', { exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    // Previous 30 days, and a custom period before any of it: nothing.
    await page.getByRole('tab', { name: 'Previous 30 days' }).click();
    await page.getByText('1 record', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No records in this period').waitFor();
  });

  test('the header balance can be masked with stars, and the choice is remembered on this device', async () => {
    const username = freshName('msk');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '88.80');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/');
    await expectHeaderBalance(page, '¥88.80');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await page.getByRole('banner').getByText('¥****').waitFor();
    await page.reload();
    await page.getByRole('banner').getByText('¥****').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('balanceMasked'))).toBe('1');
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expectHeaderBalance(page, '¥88.80');
  });

  test('a transfer to the upline agent takes the payment password and names the upline', async () => {
    expectConsoleErrors('400 /wps/cashier/transfer-upline');
    const username = freshName('upl');
    const registered = await api<{ token: string }>(journey.baseUrl, 'PUT', '/wps/member/register', {
      username,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      payeeName: 'Jane Tester',
      referralCode: 'AGENT02',
      termsAccepted: true,
      login: true,
    });
    const token = registered.value.token;
    await fundMember(journey.baseUrl, opsToken, username, '300.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=transferUpline');
    await page.getByText('Set a payment password first').waitFor();
    await memberCall(journey.baseUrl, token, 'POST', '/wps/member/payment-password', {
      password: MEMBER_PASSWORD,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    });
    await page.reload();
    const form = page.getByRole('region', { name: 'Transfer to upline' });
    await form.getByLabel('Amount', { exact: true }).fill('75');
    await form.getByLabel('Payment password').fill('000000');
    await form.getByRole('button', { name: 'Send to upline' }).click();
    await form.getByText('The payment password is not correct.').waitFor();
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Send to upline' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Sent to your upline' });
    await result.getByText('agent02').waitFor();
    await result.getByText('¥225.00').waitFor();
    await expectHeaderBalance(page, '¥225.00');
    await page.goto('/member?page=transactionHistory');
    await page.getByRole('row', { name: /Transfer to upline.*Main wallet.*-¥75\.00.*¥225\.00/ }).waitFor();
  });

  test('a trial account sees no balance in the header', async () => {
    const { page } = await journey.newPage();
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try free play' }).click();
    await page.getByRole('banner').getByText('Trial', { exact: true }).waitFor();
    expect(await page.getByRole('banner').locator('.balance-chip').count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).count()).toBe(0);
  });
});
