/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { scrollTo, shoot, useJourney } from '../harness/browser';
import { freshName, registerByApi } from './support/accounts';
import { type GameInfo, gameOf, launchGame, memberContext, playRound } from './support/bets';
import { createOperator, fundMember, operatorToken } from './support/cashier';
import { DEVICE_ZONE, expectBrandTimes } from './support/ui-checks';

const journey = useJourney();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let memberToken = '';
let slot: GameInfo;
let fish: GameInfo;

/** A pattern that matches a text as it is. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row whose text holds these pieces in this order. */
const inOrder = (...pieces: string[]) => new RegExp(pieces.map(literal).join('.*'));

async function expectRows(rows: Locator, count: number) {
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(count);
}

/**
 * The member's bets, all placed today through the seamless-wallet protocol (signed vendor callbacks), oldest
 * first: 18 small slot rounds (1.00 staked, 0.50 paid), two fishing rounds (30.00 → 45.00 and a tie of 12.00), a
 * slot win (10.00 → 25.00), a slot loss (20.00 → 0), a rolled-back slot bet (5.00) and an open one (7.00).
 * Counted: 23 bets, 97.00 staked and valid, 91.00 paid; the open 7.00 is neither won nor lost, so the result is
 * +1.00 (91.00 on 90.00 settled); slots -14.00 (21 bets, 55.00 staked of which 7.00 open, 34.00 paid), fishing
 * +15.00 (2 bets, 42.00 staked, 57.00 paid).
 */
beforeAll(async () => {
  const opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  const username = freshName('bet');
  memberToken = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
  await fundMember(journey.baseUrl, opsToken, username, '1000.00');
  slot = await gameOf(journey.sql, 'RNG', 'PG');
  fish = await gameOf(journey.sql, 'FISH');
  const slotSession = await launchGame(journey.baseUrl, memberToken, slot);
  const fishSession = await launchGame(journey.baseUrl, memberToken, fish);
  for (let round = 0; round < 18; round++) {
    await playRound(journey.baseUrl, slotSession, '1.00', { payout: '0.50' });
  }
  await playRound(journey.baseUrl, fishSession, '30.00', { payout: '45.00' });
  await playRound(journey.baseUrl, fishSession, '12.00', { payout: '12.00' });
  await playRound(journey.baseUrl, slotSession, '10.00', { payout: '25.00' });
  await playRound(journey.baseUrl, slotSession, '20.00', { payout: '0.00' });
  await playRound(journey.baseUrl, slotSession, '5.00', 'rollback');
  await playRound(journey.baseUrl, slotSession, '7.00', 'open');
}, 120_000);

describe('betting record', () => {
  test('lists the bets with their figures and the totals of the filter, filters by category, vendor, status and period, and pages', async () => {
    // A device in New York: the record still reads the brand's clock (GMT+8), and its days are the brand's.
    const { page, context } = await memberContext(journey.browser, journey.baseUrl, memberToken, {
      ...DESKTOP,
      timezoneId: DEVICE_ZONE,
    });
    await page.goto('/member?page=personalHistoryCopy');
    const table = page.getByRole('table', { name: 'Betting record' });
    const rows = page.getByTestId('bet-row');
    await expectRows(rows, 20);
    await page.getByText('24 records · rolled-back bets are listed but not counted').waitFor();
    await page.getByText('Times and days follow the casino clock (GMT+8).').waitFor();
    expect(await expectBrandTimes(page)).toBe(20);

    // Newest first: the open bet, the rolled-back one, the loss, the win, then the fishing rounds.
    await expect
      .poll(() => rows.first().textContent())
      .toMatch(inOrder(slot.name, '¥7.00', 'Pending', 'Open'));
    expect(await rows.nth(1).textContent()).toMatch(inOrder(slot.name, '¥5.00', 'Cancelled', 'Rolled back'));
    expect(await rows.nth(2).textContent()).toMatch(
      inOrder(slot.name, '¥20.00', '¥20.00', '¥0.00', '-¥20.00', 'Settled'),
    );
    expect(await rows.nth(3).textContent()).toMatch(
      inOrder(slot.name, '¥10.00', '¥10.00', '¥25.00', '+¥15.00', 'Settled'),
    );
    expect(await rows.nth(4).textContent()).toMatch(
      inOrder(fish.name, fish.vendorName, '¥12.00', '¥12.00', '¥12.00', '¥0.00', 'Settled'),
    );
    expect(await rows.nth(5).textContent()).toMatch(
      inOrder(fish.name, fish.vendorName, '¥30.00', '¥30.00', '¥45.00', '+¥15.00', 'Settled'),
    );
    await table
      .getByRole('row', {
        name: inOrder(
          'Total',
          '23 bets counted',
          '¥97.00',
          '¥97.00',
          '¥91.00',
          '+¥1.00',
          '¥7.00 in open bets',
        ),
      })
      .waitFor();

    // The second page: the four oldest small rounds.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expectRows(rows, 4);
    for (const text of await rows.allTextContents()) {
      expect(text).toMatch(inOrder(slot.name, '¥1.00', '¥1.00', '¥0.50', '-¥0.50', 'Settled'));
    }
    await page.getByRole('button', { name: 'Page 1' }).click();
    await expectRows(rows, 20);

    // Fishing only: its two rounds and its totals; the vendor list narrows to the fishing vendors.
    await page.getByLabel('Category').selectOption({ label: 'Fishing' });
    await expectRows(rows, 2);
    await table
      .getByRole('row', { name: inOrder('Total', '2 bets counted', '¥42.00', '¥42.00', '¥57.00', '+¥15.00') })
      .waitFor();
    const vendors = await page.getByLabel('Vendor').locator('option').allTextContents();
    expect(vendors).toContain(fish.vendorName);
    expect(vendors).not.toContain(slot.vendorName);
    await page.getByLabel('Vendor').selectOption({ label: fish.vendorName });
    await expectRows(rows, 2);
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await page.getByLabel('Vendor').selectOption({ label: 'All vendors' });
    await expectRows(rows, 20);

    // By status.
    const status = page.getByLabel('Status');
    await status.selectOption({ label: 'Rolled back' });
    await expectRows(rows, 1);
    await expect.poll(() => rows.first().textContent()).toMatch(inOrder(slot.name, '¥5.00', 'Cancelled'));
    await table.getByRole('row', { name: inOrder('Total', '0 bets counted', '¥0.00') }).waitFor();
    await status.selectOption({ label: 'Open' });
    await expect.poll(() => rows.first().textContent()).toMatch(inOrder(slot.name, '¥7.00', 'Pending'));
    await expectRows(rows, 1);
    await status.selectOption({ label: 'Settled' });
    await page.getByText('22 records', { exact: true }).waitFor();
    await expectRows(rows, 20);
    await table
      .getByRole('row', { name: inOrder('Total', '22 bets counted', '¥90.00', '¥90.00', '¥91.00', '+¥1.00') })
      .waitFor();
    await status.selectOption({ label: 'All statuses' });

    // By period: everything happened today; nothing yesterday or in 2020.
    await page.getByRole('tab', { name: 'Today' }).click();
    await page.getByText('24 records', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'Yesterday' }).click();
    await page.getByText('No bets in this period').waitFor();
    await page.getByRole('tab', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-12-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Choose at most 93 days').waitFor();
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No bets in this period').waitFor();
    expect(await rows.count()).toBe(0);
    await context.close();
  });
});

describe('profit and loss', () => {
  test('shows the period’s total, its categories, and the day opening into its categories', async () => {
    const { page, context } = await memberContext(journey.browser, journey.baseUrl, memberToken, DESKTOP);
    await page.goto('/member?page=personalProfit');
    const total = page.getByRole('region', { name: 'Total of the period' });
    // The open 7.00 is staked but not lost: the period won 91.00 on the 90.00 settled.
    await total.getByText('+¥1.00').waitFor();
    for (const [label, value] of [
      ['Bets', '23'],
      ['Stake', '¥97.00'],
      ['Valid bet', '¥97.00'],
      ['Payout', '¥91.00'],
      ['Open bets', '¥7.00'],
    ] as const) {
      const fact = total
        .locator('dl > div')
        .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
      expect(await fact.locator('dd').textContent()).toBe(value);
    }
    const categories = page.getByRole('region', { name: 'By category' }).getByRole('listitem');
    expect(await categories.filter({ hasText: 'Slots' }).textContent()).toMatch(
      inOrder('Slots', '-¥14.00', '21 bets', '¥55.00', '¥34.00'),
    );
    expect(await categories.filter({ hasText: 'Fishing' }).textContent()).toMatch(
      inOrder('Fishing', '+¥15.00', '2 bets', '¥42.00', '¥57.00'),
    );

    // Today (the brand's day): one day, which opens into its two categories.
    await page.getByRole('tab', { name: 'Today' }).click();
    const days = page.getByRole('table', { name: 'By day' });
    await days.getByRole('row', { name: inOrder('23', '¥97.00', '¥97.00', '¥91.00', '+¥1.00') }).waitFor();
    expect(await days.getByRole('button', { name: /^Show the categories of / }).count()).toBe(1);
    await days.getByRole('button', { name: /^Show the categories of / }).click();
    await days
      .getByRole('row', { name: inOrder('Slots', '21', '¥55.00', '¥55.00', '¥34.00', '-¥14.00') })
      .waitFor();
    await days
      .getByRole('row', { name: inOrder('Fishing', '2', '¥42.00', '¥42.00', '¥57.00', '+¥15.00') })
      .waitFor();
    await days.getByRole('button', { name: /^Hide the categories of / }).click();
    expect(await days.getByRole('row', { name: /Slots/ }).count()).toBe(0);

    // A custom period too long for the server is refused before it is asked.
    await page.getByRole('tab', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-06-30');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Choose at most 93 days').waitFor();
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No bets in this period').waitFor();
    await context.close();
  });
});

/** Scrolls until the element's bottom sits near the bottom of the window. */
async function scrollToEnd(page: Page, selector: string) {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const bottom = element.getBoundingClientRect().bottom + window.scrollY + 24;
      window.scrollTo({ top: bottom - window.innerHeight, behavior: 'instant' });
    });
}

describe('betting record and profit and loss screens', () => {
  const shots = [
    { size: DESKTOP, theme: 'dark', suffix: 'desktop-dark' },
    { size: PHONE, theme: 'dark', suffix: 'phone-dark' },
    { size: DESKTOP, theme: 'light', suffix: 'desktop-light' },
  ] as const;
  for (const { size, theme, suffix } of shots) {
    test(`at ${size.width}×${size.height} in the ${theme} theme`, async () => {
      const { page, context } = await memberContext(journey.browser, journey.baseUrl, memberToken, {
        ...size,
        theme,
      });
      await page.goto('/member?page=personalHistoryCopy');
      await expectRows(page.getByTestId('bet-row'), 20);
      await shoot(page, `betting-record-${suffix}`);
      await scrollTo(page, '.bet-table');
      await shoot(page, `betting-record-rows-${suffix}`);
      await scrollToEnd(page, '.pager');
      await shoot(page, `betting-record-end-${suffix}`);

      await page.goto('/member?page=personalProfit');
      await page.getByRole('region', { name: 'Total of the period' }).getByText('+¥1.00').waitFor();
      await shoot(page, `profit-${suffix}`);
      await page
        .getByRole('button', { name: /^Show the categories of / })
        .first()
        .click();
      await scrollTo(page, '.profit-days');
      await shoot(page, `profit-days-${suffix}`);
      await context.close();
    });
  }
});
