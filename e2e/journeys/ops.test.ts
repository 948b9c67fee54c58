/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { beforeAll, describe, expect, test } from 'vitest';
import { useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { createOperator, fundMember, type Operator, operatorContext, operatorToken } from './support/cashier';

const journey = useJourney();
let operator: Operator;
let opsToken = '';

beforeAll(async () => {
  operator = await createOperator(journey.sql);
  opsToken = await operatorToken(journey.baseUrl, operator);
});

describe('operator console', () => {
  test('an operator finds a member, adjusts the balance with a reason, and the audit log records it', async () => {
    const username = freshName('adj');
    await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '100.00');
    const { page } = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await page.goto('/ops');
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Members' })
      .click();
    await page.getByLabel('Account or number').fill(username);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(username) });
    await row.getByText('Jane Tester').waitFor();
    await row.getByText('¥100.00').waitFor();
    await row.getByRole('link', { name: username }).click();
    await page.getByRole('heading', { name: username }).waitFor();

    // The adjustment: a signed amount, a reason of at least three characters, and a confirmation.
    const adjust = page.getByRole('region', { name: 'Adjust balance' });
    await adjust.getByLabel('Amount (negative to deduct)').fill('0');
    await adjust.getByRole('button', { name: 'Post adjustment' }).click();
    await adjust.getByText('The amount cannot be zero').waitFor();
    await adjust.getByText('Please enter 3 - 200 characters').waitFor();
    await adjust.getByLabel('Amount (negative to deduct)').fill('-25.5');
    await adjust.getByLabel('Reason').fill('Duplicate bonus reversed');
    await adjust.getByRole('button', { name: 'Post adjustment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Prompt' });
    await confirm
      .getByText(`Post an adjustment of -¥25.50 to ${username}? Reason: Duplicate bonus reversed`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('dialog', { name: 'Prompt' })
      .getByText('Adjustment posted. New balance: ¥74.50.')
      .waitFor();
    await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
    const ledger = page.getByRole('table', { name: 'Latest ledger entries' });
    await ledger
      .getByRole('row', { name: /Adjustment.*Main wallet.*-¥25\.50.*¥74\.50.*Duplicate bonus reversed/ })
      .waitFor();

    // The audit log, newest first.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    const entry = audit
      .getByRole('row', { name: /Balance adjustment/ })
      .filter({ hasText: 'Duplicate bonus reversed' });
    await entry.getByText(operator.username).waitFor();
    await entry.getByText(/amount: -25\.50/).waitFor();

    // Signing out ends the operator session only.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('opsToken'))).toBeNull();
  });

  test('a member token means nothing in the console, and wrong operator credentials are refused in words', async () => {
    const username = freshName('nop');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/ops');
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    // No portal header, side menu or footer here.
    expect(await page.locator('.header, .side-menu, .footer').count()).toBe(0);
    await page.getByLabel('Operator name').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Demo2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The username or password is incorrect.').waitFor();
    // The member's own session is untouched.
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  });
});
