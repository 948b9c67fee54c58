/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useJourney } from '../harness/browser';
import { api, DEMO_PASSWORD, visitorContext } from './support/accounts';
import { AGENT_TEAM_PAGES } from './support/agent-pages';
import { seriousViolations } from './support/axe';
import { createOperator, memberIdOf, operatorContext, operatorToken } from './support/cashier';
import { fastLottery, fundedMember, gameFrame, rngSlot } from './support/games';

const journey = useJourney();
const THEMES = ['dark', 'light'] as const;

/** A route and what shows that its real content is there (not the loader, not a skeleton). */
type Route = { path: string; ready: (page: Page) => Locator };

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true }).first();
const dialog = (name: string) => (page: Page) =>
  page.getByRole('dialog', { name }).getByRole('textbox').first();

/** The visitor's pages: the lobby and each category's, the content pages, the popups, the agent login. */
const GUEST_ROUTES: Route[] = [
  { path: '/', ready: (page) => page.getByRole('region', { name: 'Featured' }).getByRole('img').first() },
  ...[
    ['sports', 'Sports'],
    ['esports', 'E-Sports'],
    ['cockfight', 'Cockfight'],
    ['lott', 'Lottery'],
    ['elott', 'E-Lottery'],
    ['live', 'Live Casino'],
    ['fish', 'Fishing'],
    ['rng', 'Slots'],
    ['pvp', 'Card Games'],
  ].map(([alias = '', name = '']) => ({ path: `/${alias}`, ready: heading(name) })),
  { path: '/search', ready: heading('Search games') },
  { path: '/winners', ready: heading('Winner list') },
  { path: '/promotions', ready: heading('Promotions') },
  { path: '/help', ready: heading('Help centre') },
  { path: '/chat', ready: heading('Hi! How can we help?') },
  { path: '/announce', ready: heading('Announcements') },
  { path: '/down', ready: heading('App download') },
  { path: '/forget', ready: heading('Forgot password') },
  { path: '/agent', ready: heading('Agent login') },
  { path: '/no-such-page', ready: heading('Page not found') },
  { path: '/login', ready: dialog('Log in') },
  { path: '/register', ready: dialog('Create your account') },
];

/** The member centre's pages (MEMBER_PAGES), by the title each one shows. */
const MEMBER_PAGES = [
  ['securityCenter', 'My account'],
  ['transferFund', 'Wallet'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdrawal'],
  ['transferUpline', 'Transfer to upline'],
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Profit and loss'],
  ['bonusDetails', 'Bonus details'],
  ['rewardCenter', 'Reward centre'],
  ['referral', 'Invite friends'],
  ['missionLeaderboard', 'Mission leaderboard'],
  ['messageV2', 'Platform messages'],
  ['feedback', 'Feedback'],
  ['manualRebate', 'Manual rebate'],
  ['playerRank', 'VIP'],
  ['agentApplication', 'Become an agent'],
] as const;

/** The agent centre's pages (AGENT_PAGES): the team's, the contracts', and the member pages agents use. */
const AGENT_PAGES = [
  ['agentAnnouncement', 'Announcements'],
  ...AGENT_TEAM_PAGES,
  ['agentContracts', 'Contracts'],
  ['agentDividendRecordCopy2', 'Dividend record'],
  ['agentDailyWages2', 'Daily wages'],
  ['agentHourSalary', 'Hourly salary'],
  ['agentRealtimeSalary', 'Real-time salary'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdrawal'],
  ['messageV2', 'Platform messages'],
  ['feedback', 'Feedback'],
  ['securityCenter', 'My account'],
] as const;

/** The operator console's sections. */
const OPS_ROUTES: Route[] = [
  { path: '/ops', ready: heading('Queue') },
  { path: '/ops/agent-applications', ready: heading('Agent applications') },
  { path: '/ops/announcements', ready: heading('Announcements') },
  { path: '/ops/contracts', ready: heading('Contracts') },
  { path: '/ops/members', ready: heading('Members') },
  { path: '/ops/chat', ready: heading('Conversations') },
  { path: '/ops/reconciliation', ready: heading('Reconciliation') },
  { path: '/ops/operators', ready: heading('Operators') },
  { path: '/ops/audit', ready: heading('Audit log') },
  { path: '/ops/reference', ready: heading('API reference') },
];

/** What the app shows while something loads: its loader, skeletons, busy tables and lists. */
const LOADING = '.app-loader, .skeleton, [aria-busy="true"]';

/**
 * Opens each route in the one page given, waits for its content and for every loading state to end (the app's
 * loader, skeletons, busy tables), then runs axe. Answers every serious or critical violation of every route, so a
 * failure lists them all at once.
 */
async function auditRoutes(page: Page, routes: Route[], label: string): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    await route.ready(page).waitFor();
    await page
      .waitForFunction((selector) => !document.querySelector(selector), LOADING, { timeout: 15_000 })
      .catch(async () => {
        const still = await page
          .locator(LOADING)
          .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 200)));
        throw new Error(`${route.path} is still loading: ${still.join('\n')}`);
      });
    found.push(...(await seriousViolations(page, `${label} ${route.path}`)));
  }
  return found;
}

let opsToken = '';
let memberToken = '';
let memberId = '';
let agentToken = '';
let memberRoutes: Route[] = [];

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
  const member = await fundedMember(journey.baseUrl, opsToken, '500.00');
  memberToken = member.token;
  memberId = await memberIdOf(journey.baseUrl, opsToken, member.username);
  const login = await api<{ token: string }>(journey.baseUrl, 'POST', '/wps/session/login', {
    username: 'agent01',
    password: DEMO_PASSWORD,
  });
  if (!login.success) throw new Error(`agent01 cannot log in: ${login.code}`);
  agentToken = login.value.token;
  const [slot, lottery] = await Promise.all([rngSlot(journey.sql), fastLottery(journey.sql)]);
  memberRoutes = [
    { path: '/favorite', ready: heading('Favorite games') },
    { path: '/recent', ready: heading('Recently played') },
    { path: '/pointMall', ready: heading('Points mall') },
    { path: '/exchangeRate', ready: heading('Exchange rates') },
    ...MEMBER_PAGES.map(([name, title]) => ({ path: `/member?page=${name}`, ready: heading(title) })),
    {
      path: `/seamless?gameCode=${encodeURIComponent(slot.gameCode)}&vassalage=${slot.vendor}`,
      ready: (page: Page) => gameFrame(page).getByRole('region', { name: 'Reels' }),
    },
    {
      path: `/lottery?gameCode=${encodeURIComponent(lottery.gameCode)}`,
      ready: (page: Page) => gameFrame(page).getByTestId('current-draw'),
    },
  ];
});

describe('accessibility: no serious or critical axe violation on any route, in both themes', () => {
  for (const theme of THEMES) {
    test(`a visitor's pages and popups in the ${theme} theme`, async () => {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { theme });
      expect(await auditRoutes(page, GUEST_ROUTES, theme)).toEqual([]);
    }, 120_000);

    test(`a member's pages, the member centre, a game and a lottery in the ${theme} theme`, async () => {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { theme, token: memberToken });
      expect(await auditRoutes(page, memberRoutes, theme)).toEqual([]);
    }, 120_000);

    test(`the agent centre in the ${theme} theme`, async () => {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { theme, token: agentToken });
      const routes = AGENT_PAGES.map(([name, title]) => ({
        path: `/agentHome?page=${name}`,
        ready: heading(title),
      }));
      expect(await auditRoutes(page, routes, theme)).toEqual([]);
    }, 120_000);

    test(`the operator console in the ${theme} theme`, async () => {
      const { page } = await operatorContext(journey.browser, journey.baseUrl, opsToken, { theme });
      const routes = [
        ...OPS_ROUTES,
        {
          path: `/ops/members/${memberId}`,
          ready: (page: Page) => page.getByRole('region', { name: 'Adjust balance' }),
        },
      ];
      expect(await auditRoutes(page, routes, theme)).toEqual([]);
    }, 120_000);
  }

  // The phone's own pieces (tab bar, drawer, stacked lobby and member centre) over a sample of the routes.
  for (const theme of THEMES) {
    test(`a phone's lobbies, drawer and member centre in the ${theme} theme`, async () => {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, {
        theme,
        viewport: 'phone',
        token: memberToken,
      });
      const routes = [
        GUEST_ROUTES[0],
        GUEST_ROUTES.find((route) => route.path === '/rng'),
        ...memberRoutes.slice(2, 5),
      ];
      const found = await auditRoutes(
        page,
        routes.filter((route) => route !== undefined),
        `${theme} phone`,
      );
      await page.goto('/search');
      await heading('Search games')(page).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Hot' }).waitFor();
      found.push(...(await seriousViolations(page, `${theme} phone drawer`)));
      expect(found).toEqual([]);
    }, 120_000);
  }
});
