/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { expectConsoleErrors, shoot, useJourney, type VIEWPORTS } from '../harness/browser';
import { visitorContext } from './support/accounts';
import { createOperator, fundMember, operatorContext, operatorToken, opsCall } from './support/cashier';
import { contractedAgents, stuckSalary } from './support/contracts';
import { signInFirstTime } from './support/ops-sign-in';

// Issue 14 in the operator console: brand terms, settlement settings, every contract and stuck payments, audited.

const journey = useJourney();

type Tier = { minBase: string; minActive: number; rate: string };
type Overview = {
  terms: { kind: string; period: string; tiers: Tier[] }[];
  settings: Record<string, number | boolean>;
};

let opsToken = '';
let before: Overview;

const overview = () => opsCall<Overview>(journey.baseUrl, opsToken, 'GET', '/ops/api/contract-terms');

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  before = await overview();
});

// The brand's daily salary terms and the settings go back to what they were, for the journeys after this one.
afterAll(async () => {
  const daily = before.terms.find((terms) => terms.kind === 'DAILY_SALARY');
  if (daily)
    await opsCall(journey.baseUrl, opsToken, 'PUT', '/ops/api/contract-terms/DAILY_SALARY', {
      tiers: daily.tiers,
    });
  await opsCall(journey.baseUrl, opsToken, 'PUT', '/ops/api/contract-settings', before.settings);
});

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Contract sections' }).getByRole('link', { name }).click();

describe('contracts in the operator console', () => {
  test('an operator edits the daily salary terms and the settings, ends a contract, settles stuck payments, and the audit log has each change', async () => {
    // Terms that end a contract are answered 409 with the contracts they end, which the console lists.
    expectConsoleErrors('409 /ops/api/contract-terms/DAILY_SALARY');
    const { top, sub, contractId } = await contractedAgents(journey.baseUrl, opsToken, '0.5');
    const parties = { payee: sub.account, payer: top.account, contractId };
    const retried = await stuckSalary(journey.sql, parties, 3);
    const cancelled = await stuckSalary(journey.sql, parties, 2);

    const operator = await createOperator(journey.sql, { mustChangePassword: true });
    const { page } = await visitorContext(journey.browser, journey.baseUrl);
    await signInFirstTime(page, operator, 'ContractDesk2026');
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Contracts' })
      .click();
    await page.getByRole('heading', { name: 'Contracts', level: 1 }).waitFor();

    // Brand terms: a rule broken is shown on the spot; terms below a top agent's contract list it before saving.
    const daily = page.getByRole('region', { name: 'Daily salary' });
    await daily.getByText('Settling').waitFor();
    await daily.getByRole('button', { name: 'Edit the Daily salary terms' }).click();
    const tier = (number: number) =>
      daily.getByRole('group', { name: `Tier ${number}` }).getByLabel('Rate (%)');
    await tier(3).fill('0.7');
    await daily.getByRole('button', { name: 'Save terms' }).click();
    await daily.getByText('Tier 3: a rate is at least the previous tier’s').waitFor();
    await tier(3).fill('1.25');
    await tier(1).fill('0.4');
    await daily.getByRole('button', { name: 'Save terms' }).click();
    const endings = page.getByRole('dialog', { name: /^These terms end \d+ contracts?$/ });
    await endings
      .getByRole('listitem')
      .filter({ hasText: `#${contractId}` })
      .getByText(`${top.account} → ${sub.account}`)
      .waitFor();
    await shoot(page, 'ops-contracts-endings-desktop');
    await endings.getByRole('button', { name: 'Keep the current terms' }).click();
    await tier(1).fill('0.5');
    await daily.getByRole('button', { name: 'Save terms' }).click();
    await daily.getByText('The new terms are saved.').waitFor();
    await daily
      .getByRole('table', { name: 'Daily salary tiers' })
      .getByRole('row', { name: /#3.*1\.25%/ })
      .waitFor();

    // Settlement settings, bounded as the server bounds them.
    const settings = page.getByRole('region', { name: 'How settlement runs' });
    const dailyDelay = settings.getByLabel('Delay after a day ends (minutes)');
    await dailyDelay.fill('2000');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('A whole number of minutes from 0 to 1440').waitFor();
    await dailyDelay.fill('75');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('The settings are saved.').waitFor();

    // Every contract, by account on either side: end one from its next period, with a reason.
    await section(page, 'Contracts');
    const list = page.getByRole('region', { name: 'All contracts' });
    await list.getByLabel('Account (either side)').fill(sub.account);
    await list.getByRole('button', { name: 'Search' }).click();
    const contract = list.getByRole('row', { name: new RegExp(`${top.account} → ${sub.account}`) });
    await contract.getByText('1 tier: 0.5%').waitFor();
    await contract.getByText('Active').waitFor();
    await contract.getByRole('button', { name: `End contract ${contractId}`, exact: true }).click();
    const ending = page.getByRole('dialog', {
      name: `End contract #${contractId} · ${top.account} → ${sub.account}`,
    });
    await ending.getByRole('button', { name: 'End', exact: true }).click();
    await ending.getByText('Please enter 3 - 200 characters').waitFor();
    await ending.getByLabel('Reason').fill('The agents agreed to stop the salary');
    await ending.getByRole('button', { name: 'End', exact: true }).click();
    await contract.getByText('Ending').waitFor();
    await contract.getByText('Ended by an operator').waitFor();

    // Stuck payments: a retry while the payer is short, a cancellation with its reason, then a run once funded.
    await section(page, 'Settlements');
    const payments = page.getByRole('region', { name: 'Settlements' });
    await payments.getByLabel('Account (either side)').fill(top.account);
    await payments.getByRole('button', { name: 'Search' }).click();
    const retryButton = page.getByRole('button', { name: `Retry now: payment ${retried}`, exact: true });
    const stuck = payments.getByRole('row').filter({ has: retryButton });
    await stuck.getByText('Waiting for funds').waitFor();
    await stuck.getByText('¥50.00').waitFor();
    await retryButton.click();
    await payments.getByText(`Payment #${retried} still waits: the payer’s wallet is short.`).waitFor();
    await payments.getByRole('button', { name: `Cancel payment ${cancelled}`, exact: true }).click();
    const cancelling = page.getByRole('dialog', { name: `Cancel payment #${cancelled} to ${sub.account}` });
    await cancelling.getByLabel('Reason').fill('Paid by hand after the dispute');
    await cancelling.getByRole('button', { name: 'Cancel payment' }).click();
    await payments.getByText(`Payment #${cancelled} is cancelled.`).waitFor();
    await fundMember(journey.baseUrl, opsToken, top.account, '50.00');
    await payments.getByRole('button', { name: 'Run settlement now' }).click();
    await payments.getByText(/^Settlement ran and made \d+ settlement rows? (and|or) payments?\.$/).waitFor();
    // Paid by the run (or by the job's own cycle just before it): nothing of this agent is stuck any more.
    await payments.getByText('No payment is stuck').waitFor();

    // The audit log names the operator and what each change was.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    const entry = (action: string, text: string) =>
      audit
        .getByRole('row', { name: new RegExp(action) })
        .filter({ hasText: text })
        .first();
    for (const [action, text] of [
      ['Changed brand terms', 'DAILY_SALARY'],
      ['Changed settlement settings', 'dailyDelayMinutes: 75'],
      ['Ended contract', 'The agents agreed to stop the salary'],
      ['Retried payment', `${retried}`],
      ['Cancelled payment', 'Paid by hand after the dispute'],
      ['Ran settlement', 'done:'],
    ] as const) {
      await entry(action, text).getByText(operator.username).waitFor();
    }
    await entry('Changed brand terms', 'DAILY_SALARY')
      .getByText(/"rate":"1\.25"/)
      .waitFor();
  });

  test('the contracts console at 1440 wide in the light theme and 390 wide in the dark one', async () => {
    const { top, sub, contractId } = await contractedAgents(journey.baseUrl, opsToken, '0.5');
    await stuckSalary(journey.sql, { payee: sub.account, payer: top.account, contractId }, 4);
    const variants: [keyof typeof VIEWPORTS, 'dark' | 'light'][] = [
      ['desktop', 'light'],
      ['phone', 'dark'],
    ];
    for (const [viewport, theme] of variants) {
      const name = (part: string) => `ops-contracts-${part}-${viewport}-${theme}`;
      const { page, context } = await operatorContext(journey.browser, journey.baseUrl, opsToken, {
        viewport,
        theme,
      });
      await page.goto('/ops/contracts');
      await page.getByRole('region', { name: 'Daily salary' }).getByRole('table').waitFor();
      await shoot(page, name('terms'));
      const dividend = page.getByRole('region', { name: 'Dividend' });
      await dividend.getByRole('button', { name: 'Edit the Dividend terms' }).click();
      await dividend.getByRole('group', { name: 'Tier 2' }).getByLabel('Rate (%)').fill('');
      await dividend.getByRole('button', { name: 'Save terms' }).click();
      await dividend.getByText('Required').waitFor();
      await dividend.getByRole('group', { name: 'Tier 2' }).scrollIntoViewIfNeeded();
      await shoot(page, name('terms-edit'));
      await page.getByRole('region', { name: 'How settlement runs' }).scrollIntoViewIfNeeded();
      await shoot(page, name('settings'));

      await section(page, 'Contracts');
      await page.getByRole('table', { name: 'All contracts' }).waitFor();
      await shoot(page, name('list'));
      await section(page, 'Settlements');
      await page.getByRole('table', { name: 'Settlements' }).waitFor();
      await shoot(page, name('settlements'));
      await context.close();
    }
  });
});
