/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectConsoleErrors, useJourney } from '../harness/browser';
import { freshName, MEMBER_PASSWORD, registerByApi, visitorContext } from './support/accounts';
import {
  createOperator,
  disbursedWithdrawal,
  expectHeaderBalance,
  fundMember,
  memberCall,
  operatorContext,
  operatorToken,
  PAYMENT_PASSWORD,
  requestedWithdrawal,
  setTurnoverPercent,
} from './support/cashier';
import { receiptPng } from './support/png';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';
let turnoverBefore = 100;

beforeAll(async () => {
  // Bets do not exist yet: no member could meet a turnover requirement.
  turnoverBefore = await setTurnoverPercent(journey.sql, 0);
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

afterAll(async () => {
  await setTurnoverPercent(journey.sql, turnoverBefore);
});

describe('withdrawals', () => {
  test('bind an account, set a payment password, request; the operator approves and disburses; the member confirms', async () => {
    // The holder who is not the member, and the wrong payment password, each refused by the server.
    expectConsoleErrors('400 /wps/cashier/bank-accounts', '400 /wps/cashier/withdrawals');
    const username = freshName('wd');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '1000.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
    await page.getByRole('heading', { level: 1, name: 'Withdrawal' }).waitFor();

    // The payment password comes first.
    const setup = page.getByRole('region', { name: 'Payment password' });
    await setup.getByText('Withdrawals are protected by a six-digit payment password').waitFor();
    await setup.getByLabel('Login password').fill(MEMBER_PASSWORD);
    await setup.getByLabel('Payment password', { exact: true }).fill('12345');
    await setup.getByLabel('Confirm payment password').fill('12345');
    await setup.getByRole('button', { name: 'Set payment password' }).click();
    await setup.getByText('Enter six digits').first().waitFor();
    await setup.getByLabel('Payment password', { exact: true }).fill(PAYMENT_PASSWORD);
    await setup.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await setup.getByRole('button', { name: 'Set payment password' }).click();
    await expectToast(page, 'Your payment password is set.');

    // Then the payout account: the holder is the member's real name, checked by the server.
    await page.getByText('Add a payout account first').waitFor();
    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    expect(await accounts.getByLabel('Account holder').inputValue()).toBe('Jane Tester');
    await accounts.getByLabel('Bank name').fill('Harbour Bank');
    await accounts.getByLabel('Account number').fill('6222 0200 9988 7766');
    await accounts.getByLabel('Account holder').fill('Someone Else');
    await accounts.getByLabel('Login password').fill(MEMBER_PASSWORD);
    await accounts.getByRole('button', { name: 'Bind account' }).click();
    await accounts.getByText('The account holder must be you: use your real name.').waitFor();
    await accounts.getByLabel('Account holder').fill('Jane Tester');
    await accounts.getByRole('button', { name: 'Bind account' }).click();
    await page.getByTestId('toast').waitFor();
    await accounts.getByText('Harbour Bank').waitFor();

    // The request: limits checked here first, then the payment password by the server.
    const request = page.getByRole('region', { name: 'Request a withdrawal' });
    await request.getByLabel('Amount', { exact: true }).fill('50');
    await request.getByLabel('Payment password').fill('999999');
    await request.getByRole('button', { name: 'Request withdrawal' }).click();
    await request.getByText('The minimum is ¥100.00').waitFor();
    await request.getByLabel('Amount', { exact: true }).fill('300');
    await request.getByRole('button', { name: 'Request withdrawal' }).click();
    await request.getByText('The payment password is not correct.').waitFor();
    await request.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await request.getByRole('button', { name: 'Request withdrawal' }).click();
    await expectToast(page, /Your withdrawal of ¥300\.00 to Harbour Bank/);
    const mine = page.getByRole('region', { name: 'My withdrawals' });
    await mine.getByText('Pending review').waitFor();
    // The amount is held: the header shows what can still be spent.
    await expectHeaderBalance(page, '¥700.00');

    // The operator approves, then disburses.
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops');
    const item = desk.page.getByRole('listitem', { name: /Withdrawal \d+/ }).filter({ hasText: username });
    await item.getByText('Harbour Bank').waitFor();
    await item.getByRole('button', { name: 'Approve' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Approve the withdrawal' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await item.getByText('Approved').waitFor();
    await item.getByRole('button', { name: 'Disburse' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Record the payout' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await item.getByText("Waiting for the member's confirmation").waitFor();

    // The member confirms receipt.
    await page.reload();
    await mine.getByText('Paid out').waitFor();
    await mine.getByText(/it counts as received at/).waitFor();
    await mine.getByRole('button', { name: 'Received', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm receipt' });
    await confirm.getByText('Confirm that you received ¥300.00?').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Thank you: the withdrawal is completed.');
    await mine.getByText('Completed').waitFor();
    await mine.getByText('You confirmed receipt.').waitFor();
    await expectHeaderBalance(page, '¥700.00');

    // The account record has the payout, and the messages tell the story.
    await page.goto('/member?page=transactionHistory');
    await page.getByRole('row', { name: /Withdrawal.*Main wallet.*-¥300\.00.*¥700\.00/ }).waitFor();
    await page.goto('/member?page=messageV2');
    await page.getByText('Withdrawal paid out').waitFor();
    await page.getByText('Withdrawal approved').waitFor();
    await desk.context.close();
  });

  test('not received: the member uploads a receipt proof and the operator sees it, then refunds', async () => {
    const username = freshName('nr');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '800.00');
    await disbursedWithdrawal(journey.baseUrl, token, opsToken, '200.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=withdraw');
    const mine = page.getByRole('region', { name: 'My withdrawals' });
    await mine.getByText('Paid out').waitFor();
    await mine.getByRole('button', { name: 'Not received' }).click();

    // The client checks type, size and count before anything is sent.
    const picker = mine.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await mine.getByText('receipt.gif: only PNG or JPG images are accepted').waitFor();
    await picker.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([receiptPng(), Buffer.alloc(5 * 1024 * 1024)]),
    });
    await mine.getByText('huge.png: larger than 5 MB').waitFor();
    await mine.getByRole('button', { name: 'Report not received' }).click();
    await mine.getByText('Add at least one receipt image').waitFor();

    await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
    await mine.getByRole('img', { name: 'Receipt image 1' }).waitFor();
    const remark = mine.getByLabel('Remark');
    await remark.fill('Nothing arrived at Harbour Bank');
    await mine.getByText('31/140').waitFor();
    await mine.getByRole('button', { name: 'Report not received' }).click();
    await expectToast(page, 'Reported. Our cashier will investigate and send you a message.');
    await mine.getByText('Under investigation').waitFor();
    await mine.getByText('You reported it as not received.').waitFor();
    // The member's own proof, fetched with the member's token.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.withdrawal-card img.protected-image');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });

    // The operator sees the remark and the proof (fetched with the operator's token), then refunds.
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops');
    const item = desk.page.getByRole('listitem', { name: /Withdrawal \d+/ }).filter({ hasText: username });
    await item.getByText('Disputed').waitFor();
    await item.getByText('“Nothing arrived at Harbour Bank”').waitFor();
    const proof = item.getByRole('img', { name: 'Receipt proof 1' });
    await proof.waitFor();
    await desk.page.waitForFunction(
      (account) =>
        [...document.querySelectorAll<HTMLElement>('.ops-withdrawal')]
          .filter((element) => element.textContent?.includes(account))
          .some((element) => {
            const image = element.querySelector<HTMLImageElement>('img.protected-image');
            return Boolean(image?.complete && image.naturalWidth === 96);
          }),
      username,
    );
    await item.getByRole('button', { name: 'Open receipt proof 1' }).click();
    await desk.page
      .getByRole('dialog', { name: /Proof 1 of withdrawal/ })
      .getByRole('img')
      .waitFor();
    await desk.page
      .getByRole('dialog', { name: /Proof 1 of withdrawal/ })
      .getByRole('button', { name: 'Close' })
      .click();
    await item.getByRole('button', { name: 'Resolve: refund' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Refund and close the dispute' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await item.waitFor({ state: 'detached' });

    await page.reload();
    await mine.getByText('Refunded').waitFor();
    await expectHeaderBalance(page, '¥800.00');
    await desk.context.close();
  });

  test('an operator rejects a withdrawal with a reason; the held amount comes back and the member reads why', async () => {
    const username = freshName('rj');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '400.00');
    await requestedWithdrawal(journey.baseUrl, token, '150.00');
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=withdraw');
    await expectHeaderBalance(page, '¥250.00');

    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops');
    const item = desk.page.getByRole('listitem', { name: /Withdrawal \d+/ }).filter({ hasText: username });
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = desk.page.getByRole('dialog', { name: /Reject withdrawal #\d+/ });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Please enter 3 - 200 characters').waitFor();
    await dialog.getByLabel('Reason').fill('The account name does not match');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached' });

    await page.reload();
    const mine = page.getByRole('region', { name: 'My withdrawals' });
    await mine.getByText('Rejected: The account name does not match').waitFor();
    await expectHeaderBalance(page, '¥400.00');
    await page.goto('/member?page=messageV2');
    await page.getByText('Withdrawal rejected').waitFor();
    await page.getByText('Reason: The account name does not match').waitFor();
    await desk.context.close();
  });

  test('issue 11.10: removing a payout account asks for the login password in a dialog', async () => {
    expectConsoleErrors(/status of 400 .*\/wps\/cashier\/bank-accounts\/\d+\)/);
    const username = freshName('rm');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await memberCall(journey.baseUrl, token, 'POST', '/wps/cashier/bank-accounts', {
      bankName: 'Harbour Bank',
      accountNumber: '6222020011112222',
      accountName: 'Jane Tester',
      password: MEMBER_PASSWORD,
    });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=withdraw');
    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    await accounts.getByText('Harbour Bank').waitFor();
    await accounts.getByRole('button', { name: 'Remove the Harbour Bank account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Remove payout account' });
    await dialog.getByText('Remove the Harbour Bank account ************2222?').waitFor();
    await dialog.getByRole('button', { name: 'Remove account' }).click();
    await dialog.getByText('Input cannot be empty').waitFor();
    await dialog.getByLabel('Login password').fill('Wrong-2026-pass');
    await dialog.getByRole('button', { name: 'Remove account' }).click();
    await dialog.getByText('The current password is incorrect.').waitFor();
    // Cancelled, the account stays.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await accounts.getByText('Harbour Bank').waitFor();

    await accounts.getByRole('button', { name: 'Remove the Harbour Bank account' }).click();
    await dialog.getByLabel('Login password').fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Remove account' }).click();
    await expectToast(page, 'The payout account is removed.');
    await accounts.getByText('Harbour Bank').waitFor({ state: 'detached' });
    expect(await accounts.getByRole('button', { name: 'Remove the Harbour Bank account' }).count()).toBe(0);
  });
});
