/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openContext, seedStorage, shoot, useJourney, VIEWPORTS } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { createOperator, operatorToken, opsCall } from './support/cashier';
import { CORPUS_HTML, expectNothingRan, expectSafeFormatting, watchDialogs } from './support/xss-corpus';

const journey = useJourney();
let opsToken = '';
let memberToken = '';

/** The demo brand's notices (seed/content.ts): for visitors (B), for every member (A). */
const WELCOME = 'Welcome to Playhall: this is a demo brand, balances are play money';
const RESPONSIBLY = 'Play responsibly: set deposit and session limits in your account at any time';
const MAINTENANCE = 'Scheduled maintenance windows are announced here 24 hours in advance';
const MEMBERS = 'Daily sign-in, missions and the lucky wheel are waiting in your reward centre';
const NOTICE_DATE = /^\d{4}\/\d{2}\/\d{2}$/;

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  memberToken = await registerByApi(journey.baseUrl, { username: freshName('ann') });
});

/** A person arriving: the pop-up not yet closed in this browser session. */
async function arrive(viewport: keyof typeof VIEWPORTS, token?: string): Promise<Page> {
  const context = await openContext(
    journey.browser,
    { viewport: VIEWPORTS[viewport], baseURL: journey.baseUrl },
    { announcements: true },
  );
  await seedStorage(context, { session: token ? { token } : {} });
  return context.newPage();
}

const titlesIn = (page: Page) =>
  page.getByRole('navigation', { name: 'Notice titles' }).getByRole('button').allTextContents();

describe('the announcement pop-up and the notice modal', () => {
  test('a visitor gets the visitors’ announcements once per session, reads any of them, and the marquee opens one', async () => {
    const page = await arrive('desktop');
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await popup.getByRole('navigation', { name: 'Notice titles' }).getByRole('button').first().waitFor();
    const titles = await titlesIn(page);
    expect(titles).toEqual(expect.arrayContaining([WELCOME, RESPONSIBLY, MAINTENANCE]));
    expect(titles).not.toContain(MEMBERS);
    await popup.getByRole('heading', { level: 3, name: titles[0] }).waitFor();
    await popup.getByRole('button', { name: RESPONSIBLY }).click();
    await popup.getByRole('heading', { level: 3, name: RESPONSIBLY }).waitFor();
    await popup.getByText('Gambling is for adults (18+) only.', { exact: false }).waitFor();
    await popup.getByText(NOTICE_DATE).waitFor();
    expect(await popup.getByRole('button', { name: RESPONSIBLY }).getAttribute('aria-current')).toBe('true');
    await shoot(page, 'announcement-popup-desktop');

    await popup.getByRole('button', { name: 'Close' }).last().click();
    await popup.waitFor({ state: 'detached' });
    // Closed for this visitor class: a reload shows the home and its marquee, and no pop-up.
    await page.reload();
    const marquee = page.getByRole('region', { name: 'Notices' });
    await marquee.getByRole('button', { name: MAINTENANCE }).first().waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await marquee.getByRole('button', { name: MAINTENANCE }).first().click();
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await notices.getByRole('heading', { level: 3, name: MAINTENANCE }).waitFor();
    expect(await notices.getByRole('button', { name: MAINTENANCE }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  test('a member’s pop-up holds the members’ notice; its promotion action opens the reward centre and closes it', async () => {
    const page = await arrive('phone', memberToken);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await popup.getByRole('heading', { level: 3, name: MEMBERS }).waitFor();
    // One notice: no list of titles beside it.
    expect(await page.getByRole('navigation', { name: 'Notice titles' }).count()).toBe(0);
    await shoot(page, 'announcement-popup-phone');
    await popup.getByRole('button', { name: 'See my rewards' }).click();
    await page.waitForURL(/\/member\?page=rewardCenter$/);
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Reward centre', exact: true }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Reward centre', exact: true }).first().waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('/announce', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    test(`lists a visitor’s announcements and a member’s, newest first, at ${viewport} width`, async () => {
      const visitor = await visitorContext(journey.browser, journey.baseUrl, {
        viewport,
        theme: viewport === 'phone' ? 'dark' : 'light',
      });
      await visitor.page.goto('/announce');
      await visitor.page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
      const entries = visitor.page.locator('.notice-entry');
      await entries.first().waitFor();
      expect(await entries.first().getByRole('button').getAttribute('aria-expanded')).toBe('true');
      await entries.first().getByText(NOTICE_DATE).waitFor();
      expect(await visitor.page.getByRole('button', { name: new RegExp(MEMBERS) }).count()).toBe(0);
      await visitor.page.getByRole('button', { name: new RegExp(RESPONSIBLY) }).click();
      await visitor.page.getByText('Gambling is for adults (18+) only.', { exact: false }).waitFor();
      await shoot(visitor.page, `announce-${viewport}`);

      const member = await visitorContext(journey.browser, journey.baseUrl, { viewport, token: memberToken });
      await member.page.goto('/announce');
      await member.page.getByRole('button', { name: new RegExp(MEMBERS) }).waitFor();
      expect(await member.page.getByRole('button', { name: new RegExp(WELCOME) }).count()).toBe(0);
    });
  }
});

describe('X1 in the visitors’ announcements', () => {
  const title = `Visitor bulletin ${Date.now().toString(36)}`;
  let noticeId = 0;

  beforeAll(async () => {
    const created = await opsCall<{ id: number }>(
      journey.baseUrl,
      opsToken,
      'POST',
      '/ops/api/announcements',
      {
        type: 'H',
        execution: 'B',
        texts: { en: { title, content: CORPUS_HTML } },
        sortOrder: -1,
      },
    );
    noticeId = created.id;
  });

  afterAll(async () => {
    // Later journeys' home marquees are not the place for it.
    await opsCall(journey.baseUrl, opsToken, 'PUT', `/ops/api/announcements/${noticeId}/enabled`, {
      enabled: false,
    });
  });

  test('an XSS corpus an operator writes runs nowhere: not in the pop-up, nor on /announce', async () => {
    const page = await arrive('desktop');
    const dialogs = watchDialogs(page);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await popup.getByRole('button', { name: title }).click();
    await expectSafeFormatting(popup.locator('.notice-modal__body'));
    await expectNothingRan(page, '.notice-modal__body', dialogs);
    await popup.getByRole('button', { name: 'Close' }).last().click();

    await page.goto('/announce');
    // The newest, and first by its order: open from the start.
    const entry = page.locator('.notice-entry').filter({ hasText: title });
    await expectSafeFormatting(entry);
    await expectNothingRan(page, '.notice-entry__body', dialogs);
  });

  test('the notice modal a visitor opens from the home marquee shows the corpus with nothing run (phone)', async () => {
    const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport: 'phone' });
    const dialogs = watchDialogs(page);
    await page.goto('/');
    await page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: title }).click();
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await notices.getByRole('heading', { level: 3, name: title }).waitFor();
    expect(await notices.getByRole('button', { name: title }).getAttribute('aria-current')).toBe('true');
    await expectSafeFormatting(notices.locator('.notice-modal__body'));
    await expectNothingRan(page, '.notice-modal__body', dialogs);
    await shoot(page, 'notice-modal-corpus-phone');
  });
});
