import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { openContext, seedStorage, useJourney, VIEWPORTS } from '../harness/browser';
import { freshName, MEMBER_PASSWORD, registerByApi, visitorContext } from './support/accounts';
import { createOperator, memberCall, memberIdOf, operatorToken } from './support/cashier';
import { type Agent, newAgent } from './support/contracts';
import { englishLeftovers, expectTranslated, settle, wordsFor } from './support/locale-checks';

/*
 * Issue 17: the shell's modals in Thai and Korean at both widths (log in and register are shot with the pages, in
 * locale-screenshots): the public announcement pop-up, the notice modal, forgot password, the help centre's legal
 * documents, the game popup, change password, the chat room and the contract modal. Each is photographed and read like a page.
 * Controls are found by their words in the language on screen.
 */

const journey = useJourney();
let memberToken = '';
/** A fresh agent with a daily salary offer of its upline waiting, so that each of its logins opens the modal. */
let downline: Agent;
let upline: Agent;
let offerId = '';

beforeAll(async () => {
  memberToken = await registerByApi(journey.baseUrl, { username: freshName('lom') });
  const opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  upline = await newAgent(journey.baseUrl, opsToken);
  downline = await newAgent(journey.baseUrl, opsToken, upline.code);
  const offer = await memberCall<{ id: string }>(
    journey.baseUrl,
    upline.token,
    'POST',
    '/wps/agent/contracts',
    {
      downlineId: await memberIdOf(journey.baseUrl, opsToken, downline.account),
      kind: 'DAILY_SALARY',
      tiers: [{ minBase: '0', minActive: 1, rate: '0.2' }],
      requestId: randomUUID(),
    },
  );
  offerId = offer.id;
});

afterAll(async () => {
  // No offer left waiting for the journeys after this one.
  await memberCall(journey.baseUrl, upline.token, 'POST', '/wps/agent/contract/daily-salary/process', {
    contractId: offerId,
    action: 'WITHDRAW',
  });
});

type Language = 'th' | 'ko';
type Viewport = keyof typeof VIEWPORTS;

/** Reads the screen with a modal open (`dialog` shown), then photographs it. */
async function readModal(page: Page, dialog: Locator, language: Language, viewport: Viewport, name: string) {
  await dialog.waitFor();
  await settle(page);
  await expectTranslated(page, language, englishLeftovers(language), `${name} modal`);
  await journey.screenshot(page, `locale-${language}-${viewport}-${name}`);
}

/** A visitor arriving in `language`: the announcement pop-up not yet closed in this session. */
async function arrive(language: Language, viewport: Viewport): Promise<Page> {
  const context = await openContext(
    journey.browser,
    { viewport: VIEWPORTS[viewport], baseURL: journey.baseUrl },
    { announcements: true },
  );
  await seedStorage(context, { local: { lang: language } });
  return context.newPage();
}

describe('the shell’s modals in Thai and Korean', () => {
  for (const language of ['th', 'ko'] as const) {
    const say = wordsFor(language);
    for (const viewport of ['desktop', 'phone'] as const) {
      test(`a visitor’s modals in ${language} at ${viewport} width read in ${language}`, async () => {
        const page = await arrive(language, viewport);
        await page.goto('/');
        const popup = page.getByRole('dialog', { name: say('notices.popupTitle') });
        await popup.getByRole('heading', { level: 3 }).waitFor();
        await readModal(page, popup, language, viewport, 'announcement-popup');
        await popup
          .getByRole('button', { name: say('modal.close') })
          .last()
          .click();
        await popup.waitFor({ state: 'detached' });

        await page
          .getByRole('region', { name: say('home.noticesLabel') })
          .getByRole('button')
          .first()
          .click();
        const notices = page.getByRole('dialog', { name: say('notices.title') });
        await notices.getByRole('heading', { level: 3 }).waitFor();
        await readModal(page, notices, language, viewport, 'notice');
        await notices
          .getByRole('button', { name: say('modal.close') })
          .last()
          .click();

        await page.goto('/login');
        await page
          .getByRole('dialog', { name: say('account.loginTitle') })
          .getByRole('button', { name: say('account.forgotPassword') })
          .click();
        const forgot = page.getByRole('dialog', { name: say('account.forgotTitle') });
        await readModal(page, forgot, language, viewport, 'forgot-password');

        // The help centre is a page (/help, read with the pages); its legal documents open at their anchors.
        await page.goto('/help#term');
        await page.getByRole('region', { name: say('help.categories.TERMS') }).waitFor();
        await settle(page);
        await expectTranslated(page, language, englishLeftovers(language), 'help centre terms');
        await journey.screenshot(page, `locale-${language}-${viewport}-help-terms`);

        await page.goto('/live');
        const openVendor = say('games.openVendor', { name: 'Silk Live' });
        await page.getByRole('main').getByRole('button', { name: openVendor }).click();
        const vendor = page.getByRole('dialog', { name: 'Silk Live' });
        await vendor
          .getByRole('button', { name: /Baccarat/ })
          .first()
          .waitFor();
        await readModal(page, vendor, language, viewport, 'game-popup');
      }, 120_000);

      test(`a member’s and an agent’s modals in ${language} at ${viewport} width read in ${language}`, async () => {
        const member = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          token: memberToken,
        });
        await seedStorage(member.context, { local: { lang: language } });
        await member.page.goto('/member?page=securityCenter');
        await member.page.getByRole('button', { name: say('account.changePassword'), exact: true }).click();
        const change = member.page.getByRole('dialog', { name: say('account.changePasswordTitle') });
        await readModal(member.page, change, language, viewport, 'change-password');

        // The chat room: the live chat in the page, as when the browser blocks the customer-service window.
        await member.context.addInitScript(() => {
          window.open = () => null;
        });
        await member.page.goto('/');
        await (viewport === 'desktop'
          ? member.page.getByRole('button', { name: say('support.openChat') })
          : member.page
              .getByRole('navigation')
              .getByRole('button', { name: say('support.chat'), exact: true })
        ).click();
        const room = member.page.getByRole('dialog', { name: say('chat.title') });
        await room
          .getByRole('status')
          .filter({ hasText: say('chat.live') })
          .waitFor();
        await readModal(member.page, room, language, viewport, 'chat-room');

        // The agent logs in with an offer waiting: the contract modal opens on it.
        const agent = await visitorContext(journey.browser, journey.baseUrl, { viewport });
        await seedStorage(agent.context, { local: { lang: language } });
        await agent.page.goto('/login');
        const login = agent.page.getByRole('dialog', { name: say('account.loginTitle') });
        await login.getByLabel(say('account.username'), { exact: true }).fill(downline.account);
        await login.getByLabel(say('account.password'), { exact: true }).fill(MEMBER_PASSWORD);
        await login.getByRole('button', { name: say('header.login'), exact: true }).click();
        const offers = agent.page.getByRole('dialog', { name: say('contracts.modal.title') });
        await offers.getByRole('article').waitFor();
        await readModal(agent.page, offers, language, viewport, 'contract');
      }, 120_000);
    }
  }
});
