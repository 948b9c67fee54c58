import { beforeAll, describe, test } from 'vitest';
import { seedStorage, useJourney } from '../harness/browser';
import { freshName, registerByApi, visitorContext } from './support/accounts';
import { englishLeftovers, expectTranslated, settle } from './support/locale-checks';

/*
 * Issue 17: every page and the log-in and register modals in Thai and Korean, at both widths (the other modals:
 * locale-modal-screenshots). Each screen is photographed and read (support/locale-checks): its language is set, and
 * no catalogue key and no sentence of the English catalogue shows on it. Content that operators write or vendors
 * name (game names, help articles written in English) is not a catalogue's and may stay English.
 */

const journey = useJourney();
let memberToken = '';

beforeAll(async () => {
  memberToken = await registerByApi(journey.baseUrl, {
    username: freshName('loc'),
    payeeName: 'Jane Tester',
  });
});

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

const slug = (path: string) =>
  path.replace(/^\/(member\?page=)?/, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home';

describe('pages and modals in Thai and Korean', () => {
  for (const language of ['th', 'ko'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      test(`every page in ${language} at ${viewport} width reads in ${language}`, async () => {
        const leftovers = englishLeftovers(language);
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
