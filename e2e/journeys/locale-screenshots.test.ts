/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { seedStorage, useJourney, waitForImagesOnScreen } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';

/*
 * Issue 17: every page and the shell's modals in Thai and Korean, at both widths. Each screen is photographed and
 * read: its language is set, and no catalogue key and no sentence of the English catalogue shows on it (a string
 * that the code wrote in English, or a key a catalogue lacks). Content that operators write or vendors name (game
 * names, help articles written in English) is not a catalogue's and may stay English.
 */

const journey = useJourney();
let memberToken = '';

beforeAll(async () => {
  memberToken = await registerByApi(journey.baseUrl, {
    username: freshName('loc'),
    payeeName: 'Jane Tester',
  });
});

function flatten(object: Record<string, unknown>, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value as Record<string, unknown>, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const catalogue = (file: string) =>
  flatten(JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${file}`, import.meta.url), 'utf8')));
const english = new Map([...catalogue('en.json'), ...catalogue('centre/en.json')]);

/** English sentences a translated screen must not show: those of three words or more that the language changes. */
function englishLeftovers(language: string): string[] {
  const translated = new Map([...catalogue(`${language}.json`), ...catalogue(`centre/${language}.json`)]);
  return [...english]
    .filter(
      ([key, text]) => !/\{\{/.test(text) && text.split(/\s+/).length >= 3 && translated.get(key) !== text,
    )
    .map(([, text]) => text);
}

const PUBLIC_PAGES = ['/', '/rng', '/promotions', '/announce', '/help', '/down', '/winners', '/exchangeRate'];
const MEMBER_PAGES = [
  '/pointMall',
  ...[
    'securityCenter',
    'transferFund',
    'depositv2',
    'withdraw',
    'personalHistoryCopy',
    'transactionHistory',
    'personalProfit',
    'bonusDetails',
    'rewardCenter',
    'missionLeaderboard',
    'messageV2',
    'feedback',
    'playerRank',
    'agentApplication',
  ].map((name) => `/member?page=${name}`),
];

/** The texts on screen, one per element's own text, trimmed. */
function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      // Operators' HTML (.rich-text) is content in the language they wrote it in, not the catalogue's.
      if (!text || !parent || parent.closest('script,style,[hidden],[aria-hidden="true"],.rich-text'))
        continue;
      if (parent.getClientRects().length > 0) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await waitForImagesOnScreen(page);
  await page.waitForTimeout(300);
}

async function expectTranslated(page: Page, language: string, leftovers: Set<string>, where: string) {
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe(language);
  const texts = await screenTexts(page);
  expect(
    texts.filter((text) => english.has(text)),
    `${where}: catalogue keys on screen`,
  ).toEqual([]);
  expect(
    texts.filter((text) => leftovers.has(text)),
    `${where}: English sentences on screen`,
  ).toEqual([]);
}

const slug = (path: string) =>
  path.replace(/^\/(member\?page=)?/, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';

describe('pages and modals in Thai and Korean', () => {
  for (const language of ['th', 'ko'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      test(`every page in ${language} at ${viewport} width reads in ${language}`, async () => {
        const leftovers = new Set(englishLeftovers(language));
        const visitor = await visitorContext(journey.browser, journey.baseUrl, { viewport });
        await seedStorage(visitor.context, { local: { lang: language } });
        for (const path of PUBLIC_PAGES) {
          await visitor.page.goto(path);
          await settle(visitor.page);
          await expectTranslated(visitor.page, language, leftovers, path);
          await journey.screenshot(visitor.page, `locale-${language}-${viewport}-${slug(path)}`);
        }
        // The shell's modals: log in and register.
        await visitor.page.goto('/login');
        await visitor.page.getByRole('dialog').waitFor();
        await settle(visitor.page);
        await expectTranslated(visitor.page, language, leftovers, 'login modal');
        await journey.screenshot(visitor.page, `locale-${language}-${viewport}-login`);
        await visitor.page.goto('/register');
        await visitor.page.getByRole('dialog').waitFor();
        await settle(visitor.page);
        await expectTranslated(visitor.page, language, leftovers, 'register modal');
        await journey.screenshot(visitor.page, `locale-${language}-${viewport}-register`);
        await visitor.context.close();

        const member = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          token: memberToken,
        });
        await seedStorage(member.context, { local: { lang: language } });
        for (const path of MEMBER_PAGES) {
          await member.page.goto(path);
          await settle(member.page);
          await expectTranslated(member.page, language, leftovers, path);
          await journey.screenshot(member.page, `locale-${language}-${viewport}-${slug(path)}`);
        }
        await member.context.close();
      }, 240_000);
    }
  }
});
