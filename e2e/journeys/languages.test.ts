/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.

import { OFFERED_LANGUAGE_CODES } from '@playhall/contracts/languages';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useJourney, type VIEWPORTS } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { launchUrl, rngSlot } from './support/games';

const journey = useJourney();
let memberToken = '';

beforeAll(async () => {
  memberToken = await registerByApi(journey.baseUrl, { username: freshName('lang') });
});

/** The words a walk reads in one language: the switcher's own name, and one line of each page. */
type Words = { language: string; openMenu: string; home: string; lobby: string; centre: string };

const ENGLISH: Words = {
  language: 'Language',
  openMenu: 'Open menu',
  home: 'Hot games',
  lobby: 'Slots',
  centre: 'Your profile, sign-in protection and recent logins',
};

/**
 * The walk, from English: each step changes the words on screen, the member centre's line from the centre
 * catalogue, which a switch must bring along.
 */
const WALK: { code: string; option: string; words: Words }[] = [
  {
    code: 'zh-CN',
    option: '简体中文',
    words: {
      language: '语言',
      openMenu: '打开菜单',
      home: '热门游戏',
      lobby: '电子游艺',
      centre: '个人资料、登录保护与最近登录',
    },
  },
  {
    code: 'th',
    option: 'ไทย',
    words: {
      language: 'ภาษา',
      openMenu: 'เปิดเมนู',
      home: 'เกมยอดนิยม',
      lobby: 'สล็อต',
      centre: 'โปรไฟล์ การป้องกันการเข้าสู่ระบบ และการเข้าสู่ระบบล่าสุดของคุณ',
    },
  },
  {
    code: 'ko',
    option: '한국어',
    words: {
      language: '언어',
      openMenu: '메뉴 열기',
      home: '인기 게임',
      lobby: '슬롯',
      centre: '프로필, 로그인 보호 및 최근 로그인 기록',
    },
  },
  {
    code: 'vi',
    option: 'Tiếng Việt',
    words: {
      language: 'Ngôn ngữ',
      openMenu: 'Mở menu',
      home: 'Trò chơi hot',
      lobby: 'Slot',
      centre: 'Hồ sơ, bảo vệ đăng nhập và các lần đăng nhập gần đây',
    },
  },
  { code: 'en', option: 'English', words: ENGLISH },
];

/** What the error boundaries show (route error, member-centre page, modal): their title in any catalogue. */
const BOUNDARY_TITLE =
  /Something went wrong|出了点问题|Đã xảy ra sự cố|เกิดข้อผิดพลาดบางอย่าง|문제가 발생했습니다/;

/** A page of the walk and the line of its own content that a switch must translate. */
type Place = { path: string; line: (page: Page, words: Words) => Locator; isMember: boolean };

const PLACES: Place[] = [
  {
    path: '/',
    line: (page, words) => page.getByRole('heading', { name: words.home, exact: true }),
    isMember: false,
  },
  {
    path: '/rng',
    line: (page, words) => page.getByRole('heading', { level: 1, name: words.lobby, exact: true }),
    isMember: false,
  },
  {
    path: '/member?page=securityCenter',
    line: (page, words) => page.getByText(words.centre, { exact: true }),
    isMember: true,
  },
];

/** Opens the language menu: in the header on a desktop, in the side-menu drawer on a phone. */
async function openLanguageMenu(page: Page, viewport: keyof typeof VIEWPORTS, words: Words) {
  if (viewport === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: words.openMenu, exact: true }).click();
  }
  // The other switcher (drawer on a desktop, header on a phone) is not displayed, so this names one button; its
  // name is the language it shows, then "(Language)" in that language.
  await page.getByRole('button', { name: new RegExp(`\\(${words.language}\\)$`) }).click();
}

/**
 * Switches through the walk on one page. After each switch it waits until the game menus of the new language
 * have arrived (the window in which a switch used to loop) and the page's line reads in that language or a
 * boundary shows.
 */
async function walkLanguages(page: Page, place: Place, viewport: keyof typeof VIEWPORTS) {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /#185|Maximum update depth/.test(message.text()))
      crashes.push(message.text());
  });
  const boundary = page.getByRole('alert').filter({ hasText: BOUNDARY_TITLE });

  await page.goto(place.path);
  await place.line(page, ENGLISH).waitFor();
  const fetched = new Set(['en']);
  let words = ENGLISH;
  for (const step of WALK) {
    await openLanguageMenu(page, viewport, words);
    const menus = fetched.has(step.code)
      ? undefined
      : page.waitForResponse(
          (response) =>
            response.url().includes('/lgw/games/game_menus') &&
            new URL(response.url()).searchParams.get('language') === step.code,
        );
    fetched.add(step.code);
    // An option's name is its native name followed by its code.
    await Promise.all([menus, page.getByRole('menuitemradio', { name: step.option }).click()]);
    words = step.words;

    await place.line(page, words).or(boundary).first().waitFor();
    // Two frames: whatever the arrival of the menus renders has been committed.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await boundary.count(), `error boundary after switching to ${step.code}`).toBe(0);
    expect(crashes, `render errors after switching to ${step.code}`).toEqual([]);
    await place.line(page, words).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(step.code);

    // The phone's drawer stays open after a choice: close it so that the header's menu button is reachable.
    if (viewport === 'phone') {
      await page.keyboard.press('Escape');
      await page.locator('.drawer-scrim--open').waitFor({ state: 'detached' });
    }
  }
}

describe('language switching', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`issue 11.4: switching through five languages on home, a lobby and the member centre never shows an error boundary (${viewport})`, async () => {
      for (const place of PLACES) {
        const { page, context } = await visitorContext(journey.browser, journey.baseUrl, {
          viewport,
          ...(place.isMember ? { token: memberToken } : {}),
        });
        await walkLanguages(page, place, viewport);
        await context.close();
      }
    }, 120_000);
  }

  test('the menu offers exactly the complete languages, each under its native name', async () => {
    const { page, context } = await visitorContext(journey.browser, journey.baseUrl, { viewport: 'desktop' });
    await page.goto('/');
    await openLanguageMenu(page, 'desktop', ENGLISH);
    const options = page.getByRole('menuitemradio');
    await options.first().waitFor();
    const codes = await options.evaluateAll((items) => items.map((item) => item.getAttribute('lang')));
    expect(codes).toEqual([...OFFERED_LANGUAGE_CODES]);
    // A language known but not complete is not offered: French stays out until its catalogues are whole.
    expect(await page.getByRole('menuitemradio', { name: /Français/ }).count()).toBe(0);
    await context.close();
  });

  test('a game page reads in the language it is opened in, fetching only that language', async () => {
    const slot = await rngSlot(journey.sql);
    for (const [language, words] of [
      ['th', { balance: 'ยอดเงิน', demo: 'ทดลองเล่น – เงินจำลอง' }],
      ['ko', { balance: '잔액', demo: '데모 – 가상 머니' }],
    ] as const) {
      const { page, context } = await visitorContext(journey.browser, journey.baseUrl, {
        viewport: 'desktop',
      });
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/play/assets/chunks/')) chunks.push(request.url());
      });
      await page.goto(await launchUrl(journey.baseUrl, slot, { language }));
      await page.getByTestId('demo-badge').getByText(words.demo, { exact: true }).waitFor();
      await page.getByLabel(words.balance, { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      // One language's chunk (and shared code), never the other languages'.
      expect(chunks.some((url) => url.includes(`/chunks/${language}-`))).toBe(true);
      expect(chunks.filter((url) => /\/chunks\/(?:zh|vi|ja|es|hi|id|ms|pt)/.test(url))).toEqual([]);
      await context.close();
    }
  });
});
