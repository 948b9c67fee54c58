/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import { registerByApi, visitorContext } from './support/accounts';
import { gameOf, launchGame, memberContext, playRound } from './support/bets';
import {
  createOperator,
  fundMember,
  memberCall,
  operatorContext,
  operatorToken,
  PAYMENT_PASSWORD,
  setTurnoverPercent,
} from './support/cashier';
import { launchUrl, rngSlot, shoot } from './support/games';
import { confirmedDeposit, preparePayout, reloadUntil, roundsOf } from './support/rewards';
import { expectToast } from './support/ui-checks';

const journey = useJourney();
let opsToken = '';
let turnoverBefore = 100;

/** The reward centre's card of an activity. */
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

/** Opens the reward centre until the activity's card shows this (the rewards consumer runs every second). */
const expectCard = (page: Page, title: string, text: string) =>
  reloadUntil(
    page,
    '/member?page=rewardCenter',
    card(page, title),
    async (found) => (await found.getByText(text).count()) > 0,
    `${title} showing ${text}`,
  );

beforeAll(async () => {
  turnoverBefore = await setTurnoverPercent(journey.sql, 0);
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

afterAll(async () => {
  await setTurnoverPercent(journey.sql, turnoverBefore);
});

describe('the reward centre', () => {
  const title = `Journey first deposit ${Date.now().toString(36)}`;

  test('an operator creates a first-deposit bonus; a new member joins, deposits, claims it, wagers it in the slot and withdraws', async () => {
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/rewards');
    const form = desk.page.getByRole('region', { name: 'New activity' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Bonus (% of the deposit)').fill('2');
    await form.getByLabel('Largest bonus').fill('2.00');
    await form.getByLabel('Wagering multiple').fill('1');
    await form.getByRole('button', { name: 'Create activity' }).click();
    await expectToast(desk.page, `“${title}” is live.`);
    await desk.page.getByRole('row').filter({ hasText: title }).getByText('Live').waitFor();

    const username = `rwd${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=rewardCenter');
    await card(page, title).getByRole('button', { name: 'Join' }).click();
    await expectToast(page, 'You joined. Your first deposit now earns the bonus.');
    await card(page, title).getByRole('link', { name: 'Make your first deposit' }).waitFor();

    await confirmedDeposit(journey.baseUrl, opsToken, token, '100.00');
    await expectCard(page, title, 'Ready to claim');
    await card(page, title).getByRole('button', { name: 'Claim ¥2.00' }).click();
    await expectToast(page, 'Claimed: ¥2.00 is in your balance.');
    await card(page, title).getByText('Claimed', { exact: true }).waitFor();

    // The bonus holds the wallet until two spins of ¥1.00 wager it.
    await page.goto('/member?page=bonusDetails');
    const bonus = page.getByRole('listitem').filter({ hasText: title });
    await bonus.getByText('¥0.00 / ¥2.00').waitFor();
    const slot = await rngSlot(journey.sql);
    await page.goto(await launchUrl(journey.baseUrl, slot, { token }));
    for (let spin = 1; spin <= 2; spin++) {
      await page.getByRole('button', { name: 'Spin' }).click();
      await expect.poll(() => roundsOf(journey.sql, username)).toBe(spin);
      await page
        .getByTestId('slot-result')
        .filter({ hasText: /Result: / })
        .waitFor();
    }
    await reloadUntil(
      page,
      '/member?page=bonusDetails',
      bonus,
      async (item) => (await item.getByText('Completed', { exact: true }).count()) > 0,
      'the bonus wagered',
    );

    await preparePayout(journey.baseUrl, token);
    await page.goto('/member?page=withdraw');
    const request = page.getByRole('region', { name: 'Request a withdrawal' });
    await request.getByLabel('Amount', { exact: true }).fill('100');
    await request.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await request.getByRole('button', { name: 'Request withdrawal' }).click();
    await expectToast(page, /Your withdrawal of ¥100\.00 to Harbour Bank/);

    // The console counts the member and what the activity paid, then closes it.
    await desk.page.reload();
    const row = desk.page.getByRole('row').filter({ hasText: title });
    await row.getByText('1 member · 1 paid').waitFor();
    await row.getByRole('button', { name: 'Close' }).click();
    await desk.page
      .getByRole('dialog', { name: 'Close this activity?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expectToast(desk.page, `“${title}” is closed.`);
    await row.getByText('Closed', { exact: true }).waitFor();
  });

  test('a member signs in for the day once, and the week shows the streak', async () => {
    const username = `sgn${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=rewardCenter');
    const daily = card(page, 'Daily sign-in');
    await daily.getByRole('listitem', { name: 'Day 1: ¥1.00' }).waitFor();
    // The menu's badge counts what waits: today's sign-in is one of it.
    const badge = page
      .getByRole('navigation', { name: 'Member centre pages' })
      .getByRole('link', { name: /Reward centre/ })
      .locator('.member-centre__badge');
    const waiting = async () => Number(((await badge.textContent()) ?? '0').match(/\d+/)?.[0] ?? 0);
    await badge.waitFor();
    const before = await waiting();
    expect(before).toBeGreaterThan(0);
    await daily.getByRole('button', { name: 'Sign in today · ¥1.00' }).click();
    await expectToast(page, 'Signed in: ¥1.00 is in your balance.');
    await daily.getByText('Signed in today').waitFor();
    if (before === 1) await badge.waitFor({ state: 'detached' });
    else await expect.poll(waiting).toBe(before - 1);
    expect(await daily.getByRole('button').count()).toBe(0);
    const again = await memberCall(journey.baseUrl, token, 'GET', '/wps/member/rewards/activities');
    expect(JSON.stringify(again)).toContain('"SIGNED"');
  });

  test('an operator opens a red envelope in the console; two members grab once each and the pool shrinks', async () => {
    const envelopeTitle = `Journey envelope ${Date.now().toString(36)}`;
    const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken);
    await desk.page.goto('/ops/rewards');
    const form = desk.page.getByRole('region', { name: 'New activity' });
    await form.getByLabel('Kind').selectOption({ label: 'Red envelope' });
    await form.getByLabel('Title').fill(envelopeTitle);
    await form.getByLabel('Pool').fill('10.00');
    await form.getByLabel('Envelopes').fill('2');
    await form.getByLabel('Smallest share').fill('1.00');
    await form.getByLabel('Wagering multiple').fill('1');
    await form.getByRole('button', { name: 'Create activity' }).click();
    await expectToast(desk.page, `“${envelopeTitle}” is live.`);

    const grabbed: number[] = [];
    for (const prefix of ['env', 'enw']) {
      const token = await registerByApi(journey.baseUrl, {
        username: `${prefix}${Date.now().toString(36).slice(-6)}`,
      });
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
      await page.goto('/member?page=rewardCenter');
      const envelope = card(page, envelopeTitle);
      await envelope.getByText(grabbed.length === 0 ? '2 envelopes left' : '1 envelope left').waitFor();
      await envelope.getByRole('button', { name: 'Grab an envelope' }).click();
      await expectToast(page, /You grabbed ¥\d+\.\d\d: it is in your balance\./);
      const paid = (await envelope.locator('.activity-card__paid .money').textContent()) ?? '';
      grabbed.push(Number(paid.replace(/[^\d.]/g, '')));
      expect(await envelope.getByRole('button').count()).toBe(0);
    }
    expect(grabbed.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(10, 2);
  });

  test('a member who lost yesterday claims the daily cash back once', async () => {
    const username = `csb${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '300.00');
    const session = await launchGame(journey.baseUrl, token, await gameOf(journey.sql, 'RNG'));
    // The loss was yesterday's: the day's figures move back a day. The team roll-up is held off meanwhile (it takes
    // the same lock, without waiting), so it rolls the figures up once, on the day they end on (invariants T1, T4).
    await journey.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext('team_rollup'))`;
      await playRound(journey.baseUrl, session, '200.00', { payout: '0.00' });
      await tx`update member_daily_stats set day = day - 1
        where member_id = (select id from members where account = ${username})`;
    });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    await page.goto('/member?page=rewardCenter');
    const cashBack = card(page, 'Daily cash back');
    await cashBack.getByRole('button', { name: 'Claim ¥10.00' }).click();
    await expectToast(page, 'Claimed: ¥10.00 is in your balance.');
    await cashBack.getByText('Claimed', { exact: true }).waitFor();
    expect(await cashBack.getByRole('button').count()).toBe(0);
  });

  test('a member who played claims the manual rebate its slot bets earned, once', async () => {
    const username = `rbt${Date.now().toString(36).slice(-6)}`;
    const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
    await fundMember(journey.baseUrl, opsToken, username, '200.00');
    const session = await launchGame(journey.baseUrl, token, await gameOf(journey.sql, 'RNG'));
    await playRound(journey.baseUrl, session, '125.00', { payout: '125.00' });
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { token });
    const claimable = page.getByRole('region', { name: 'Claimable rebate' });
    await reloadUntil(
      page,
      '/member?page=manualRebate',
      claimable,
      async (region) => (await region.getByRole('row').filter({ hasText: 'Slots' }).count()) > 0,
      'the slot bets earning a rebate',
    );
    const row = claimable.getByRole('row').filter({ hasText: 'Slots' });
    await row.getByText('¥125.00').waitFor();
    await row.getByText('0.8%').waitFor();
    await claimable.getByRole('button', { name: 'Claim rebate' }).click();
    await expectToast(page, 'Claimed: ¥1.00 is in your balance.');
    await claimable.getByText('No rebate to claim yet').waitFor();
    expect(await claimable.getByRole('button', { name: 'Claim rebate' }).isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'My rebate claims' }).getByText('¥1.00').waitFor();
  });

  for (const [viewport, size] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    for (const theme of themesAt(viewport)) {
      test(`the reward centre and the console's activities at ${viewport} width in the ${theme} theme`, async () => {
        const username = `rsh${Date.now().toString(36).slice(-6)}`;
        const token = await registerByApi(journey.baseUrl, { username, payeeName: 'Jane Tester' });
        const { page } = await memberContext(journey.browser, journey.baseUrl, token, { ...size, theme });
        await page.goto('/member?page=rewardCenter');
        await card(page, 'Daily sign-in')
          .getByRole('button', { name: /Sign in today/ })
          .waitFor();
        await card(page, 'Welcome bonus').getByRole('button', { name: 'Join' }).waitFor();
        await shoot(page, `rewards-centre-${viewport}-${theme}`);
        await page.goto('/member?page=manualRebate');
        await page.getByRole('region', { name: 'Claimable rebate' }).waitFor();
        await shoot(page, `rewards-rebate-${viewport}-${theme}`);
        if (viewport === 'desktop') {
          const desk = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
          await desk.page.goto('/ops/rewards');
          await desk.page.getByRole('row').filter({ hasText: 'Daily sign-in' }).waitFor();
          await shoot(desk.page, `rewards-console-${theme}`);
        }
      });
    }
  }
});
