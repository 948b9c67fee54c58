/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { beforeAll, describe, expect, test } from 'vitest';
import { expectConsoleErrors, shoot, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { gameOf, launchGame, playRound } from './support/bets';
import {
  createOperator,
  fundMember,
  memberCall,
  memberIdOf,
  type Operator,
  operatorContext,
  operatorToken,
} from './support/cashier';
import { nextCode } from './support/totp';
import { BRAND_ZONE, expectToast } from './support/ui-checks';

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
    const confirm = page.getByRole('dialog', { name: 'Post the adjustment' });
    await confirm
      .getByText(`Post an adjustment of -¥25.50 to ${username}? Reason: Duplicate bonus reversed`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Adjustment posted. New balance: ¥74.50.');
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
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('opsToken'))).toBeNull();
  });

  test('an operator reconciles a vendor for a past period: a bet the vendor never logged is found and refunded', async () => {
    // The period over a day, refused by the server.
    expectConsoleErrors('400 /ops/api/reconciliation');
    // A session of its own: the first journey signs its operator out.
    const ops = await operatorToken(journey.baseUrl, operator);
    const username = freshName('rec');
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, ops, username, '50.00');
    // A bet the wallet took but the vendor's round log does not hold: it reaches the wallet straight through the
    // protocol, not through the built-in game. Dated half an hour back, so that a past period holds it.
    const session = await launchGame(journey.baseUrl, token, await gameOf(journey.sql, 'RNG', 'PG'));
    const roundId = await playRound(journey.baseUrl, session, '12.00', 'open');
    await journey.sql`update bets set created_at = now() - interval '30 minutes' where round_id = ${roundId}`;
    const balance = () =>
      memberCall<{ balance: string }>(journey.baseUrl, token, 'GET', '/wps/v2/wallets/balance');
    expect((await balance()).balance).toBe('38.00');

    const { page } = await operatorContext(journey.browser, journey.baseUrl, ops);
    await page.goto('/ops');
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Reconciliation' })
      .click();
    const form = page.getByRole('region', { name: 'Reconcile a period' });
    await form.getByLabel('Vendor').selectOption('PG');
    // The inputs read the brand's clock (GMT+8, as their hint says), whatever the operator's own zone.
    await form.getByText('The casino clock (GMT+8).').waitFor();
    const minutesAgo = (minutes: number) =>
      page.evaluate(
        ([back, timeZone]) => {
          const parts = new Intl.DateTimeFormat('en-CA', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).formatToParts(new Date(Date.now() - back * 60_000));
          const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
          return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
        },
        [minutes, BRAND_ZONE] as const,
      );

    // An end before the start is refused on the spot; a period over a day is refused by the server, in words.
    await form.getByLabel('From').fill(await minutesAgo(10));
    await form.getByLabel('To').fill(await minutesAgo(20));
    await form.getByText('The end must come after the start').waitFor();
    expect(await form.getByRole('button', { name: 'Reconcile' }).isDisabled()).toBe(true);
    await form.getByLabel('From').fill(await minutesAgo(3 * 24 * 60));
    await form.getByLabel('To').fill(await minutesAgo(2));
    await form.getByRole('button', { name: 'Reconcile' }).click();
    await form.getByText('Please enter the correct information').waitFor();

    await form.getByLabel('From').fill(await minutesAgo(45));
    await form.getByLabel('To').fill(await minutesAgo(2));
    await form.getByRole('button', { name: 'Reconcile' }).click();
    await page.getByRole('heading', { name: /^Run #\d+ · PG$/ }).waitFor();
    const findings = page.getByRole('table', { name: 'Differences' });
    const finding = findings.getByRole('row').filter({ hasText: `#${session.playerId}` });
    await finding.getByText('Only in the wallet').waitFor();
    await finding.getByText('Refunded by rollback').waitFor();
    await finding.getByText('— / Open', { exact: true }).waitFor();
    // Stake, vendor side then wallet side.
    await finding.getByText('— / 12.00', { exact: true }).waitFor();
    expect((await balance()).balance).toBe('50.00');
    await shoot(page, 'ops-reconciliation-run');

    // The run is listed with its differences, and the audit log says who ran it.
    await page.getByRole('link', { name: 'Back to all runs' }).click();
    await page.getByRole('region', { name: 'Runs' }).getByLabel('Show').selectOption('issues');
    await page
      .getByRole('table', { name: 'Runs' })
      .getByRole('row', { name: /PG.*Done/ })
      .first()
      .waitFor();
    await shoot(page, 'ops-reconciliation-runs');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row', { name: /Ran reconciliation/ })
      .first()
      .waitFor();
  });

  test('a member token means nothing in the console, and wrong operator credentials are refused in words', async () => {
    expectConsoleErrors('401 /ops/api/session/login');
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
    await page.getByText('The operator name, password or code is incorrect.').waitFor();
    // The member's own session is untouched.
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  });

  test('issue 11.6: an operator signs in with password and authenticator code; without the code the console stays shut', async () => {
    expectConsoleErrors('401 /ops/api/session/login');
    const colleague = await createOperator(journey.sql);
    const { page } = await visitorContext(journey.browser, journey.baseUrl);
    await page.goto('/ops');
    await page.getByLabel('Operator name').fill(colleague.username);
    await page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The same words as a wrong password: the answer does not tell that the password was right.
    await page.getByText('The operator name, password or code is incorrect.').waitFor();
    await page.getByLabel('Authenticator code').fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter the 6 digits your authenticator app shows').waitFor();
    const authenticator = colleague.authenticator;
    if (!authenticator) throw new Error('the operator has no authenticator');
    await page.getByLabel('Authenticator code').fill(await nextCode(authenticator));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
    await page.getByRole('heading', { name: 'Queue' }).waitFor();
  });

  test('issue 11.6: a large adjustment waits in the queue until a second operator approves it', async () => {
    const username = freshName('big');
    const memberToken = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const balance = async () =>
      (await memberCall<{ balance: string }>(journey.baseUrl, memberToken, 'GET', '/wps/v2/wallets/balance'))
        .balance;
    const asking = await createOperator(journey.sql);
    const asker = await operatorToken(journey.baseUrl, asking);
    const memberId = await memberIdOf(journey.baseUrl, asker, username);

    const first = await operatorContext(journey.browser, journey.baseUrl, asker);
    await first.page.goto(`/ops/members/${memberId}`);
    const adjust = first.page.getByRole('region', { name: 'Adjust balance' });
    await adjust.getByLabel('Amount (negative to deduct)').fill('20000');
    await adjust.getByLabel('Reason').fill('Tournament prize, ticket 4411');
    await adjust.getByRole('button', { name: 'Post adjustment' }).click();
    await first.page
      .getByRole('dialog', { name: 'Post the adjustment' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expectToast(
      first.page,
      /^This adjustment \(no\. \d+\) is large: it waits in the queue for a second operator\./,
    );
    expect(await balance()).toBe('0.00');
    // The operator who asked only sees that it waits for someone else.
    await first.page.goto('/ops');
    const mine = first.page
      .getByRole('region', { name: 'Adjustments to approve' })
      .getByRole('row', { name: new RegExp(username) });
    await mine.getByText('Another operator must approve').waitFor();
    expect(await mine.getByRole('button', { name: /Approve adjustment/ }).count()).toBe(0);

    const reviewer = await createOperator(journey.sql);
    const second = await operatorContext(
      journey.browser,
      journey.baseUrl,
      await operatorToken(journey.baseUrl, reviewer),
      { viewport: 'phone' },
    );
    await second.page.goto('/ops');
    const waiting = second.page
      .getByRole('region', { name: 'Adjustments to approve' })
      .getByRole('row', { name: new RegExp(username) });
    await waiting.getByText('Tournament prize, ticket 4411').waitFor();
    await waiting.getByText(asking.username).waitFor();
    await shoot(second.page, 'ops-adjustment-approval-phone');
    await waiting.getByRole('button', { name: /Approve adjustment/ }).click();
    const confirm = second.page.getByRole('dialog', { name: 'Approve the adjustment' });
    await confirm
      .getByText(`Approve the adjustment of +¥20,000.00 to ${username} that ${asking.username} asked for?`, {
        exact: false,
      })
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await waiting.waitFor({ state: 'detached' });
    expect(await balance()).toBe('20000.00');
  });
});
