import { HELP_CATEGORIES } from '@playhall/contracts/help-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { expectValidationError } from '../../../test/system';

// helpCenter (member-and-agent-centres §2, §7): the demo help centre (seed/seed-demo-help.ts) as visitors read it.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Page = {
  language: string;
  categories: {
    category: string;
    articles: { id: number; title: string; content: string; language: string }[];
  }[];
};

async function helpCentre(query: string): Promise<Page> {
  const { response, body } = await api(t, 'GET', `/wps/system/helpCenter?${query}`);
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return body.value;
}

const titles = (page: Page) =>
  page.categories.flatMap((entry) => entry.articles.map((article) => article.title));

describe('the help centre', () => {
  it('answers every category in order, beginner guide first, terms of use and privacy policy last', async () => {
    const page = await helpCentre('lang=en&device=WEB');
    expect(page.language).toBe('en');
    // Every category has demo articles; the fixed order puts the guide first and the legal documents last.
    expect(page.categories.map((entry) => entry.category)).toEqual([...HELP_CATEGORIES]);
    expect(HELP_CATEGORIES[0]).toBe('GUIDE');
    expect(HELP_CATEGORIES.slice(-2)).toEqual(['TERMS', 'PRIVACY']);
    expect(page.categories[0]?.articles[0]?.title).toBe('Your first steps at Playhall');
    const terms = page.categories.find((entry) => entry.category === 'TERMS')?.articles[0];
    expect(terms?.title).toBe('Terms of use');
    expect(terms?.content).toContain('at least 18 years old');
  });

  it('answers in the asked language, and in the brand’s default language where an article has none', async () => {
    const vi = await helpCentre('lang=vi&device=WEB');
    expect(vi.categories[0]?.articles[0]).toMatchObject({
      title: 'Những bước đầu tiên tại Playhall',
      language: 'vi',
    });
    const zh = await helpCentre('lang=zh-CN');
    expect(titles(zh)).toContain('使用条款');
    await t.change(
      `insert into help_articles (category, title, content) values ('GAMES', '{"en": "Only in English"}', '{"en": "<p>English text</p>"}')`,
    );
    const fallback = await helpCentre('lang=vi&device=WEB');
    const games = fallback.categories.find((entry) => entry.category === 'GAMES')?.articles ?? [];
    expect(games.find((article) => article.title === 'Only in English')).toMatchObject({
      language: 'en',
      content: '<p>English text</p>',
    });
    // A language nobody wrote (Thai) reads the brand's default language, English.
    const thai = await helpCentre('lang=th&device=WEB');
    expect(thai.categories[0]?.articles[0]).toMatchObject({
      title: 'Your first steps at Playhall',
      language: 'en',
    });
  });

  it('shows an article only on its own site (WEB or H5) and everywhere when it is ALL', async () => {
    await t.change(
      `insert into help_articles (category, device, title, content) values
       ('ACCOUNT', 'WEB', '{"en": "Desktop only"}', '{"en": ""}'), ('ACCOUNT', 'H5', '{"en": "Mobile only"}', '{"en": ""}')`,
    );
    const web = titles(await helpCentre('lang=en&device=WEB'));
    expect(web).toContain('Desktop only');
    expect(web).not.toContain('Mobile only');
    const h5 = titles(await helpCentre('lang=en&device=H5'));
    expect(h5).toContain('Mobile only');
    expect(h5).not.toContain('Desktop only');
    expect(h5).toContain('Your first steps at Playhall');
    expect(titles(await helpCentre('lang=en'))).toContain('Desktop only');
  });

  it('hides disabled articles, and a category with none left', async () => {
    await t.change(`update help_articles set enabled = false where category = 'DEPOSIT'`);
    await t.change(
      `update help_articles set enabled = false where category = 'SECURITY' and title->>'en' = 'Responsible gaming'`,
    );
    const page = await helpCentre('lang=en&device=WEB');
    expect(page.categories.map((entry) => entry.category)).not.toContain('DEPOSIT');
    expect(titles(page)).not.toContain('Responsible gaming');
    expect(titles(page)).toContain('Keeping your account safe');
  });

  it('refuses a language or a device it does not know, with stable codes', async () => {
    const badLanguage = await api(t, 'GET', '/wps/system/helpCenter?lang=xx&device=WEB');
    expect(badLanguage.response.statusCode).toBe(400);
    expectValidationError(badLanguage.body, 'lang', 'INVALID_VALUE');
    const badDevice = await api(t, 'GET', '/wps/system/helpCenter?lang=en&device=TV');
    expectValidationError(badDevice.body, 'device', 'INVALID_VALUE');
    // ALL is how an article is stored, not a site a visitor is on.
    expectValidationError(
      (await api(t, 'GET', '/wps/system/helpCenter?device=ALL')).body,
      'device',
      'INVALID_VALUE',
    );
    expectValidationError(
      (await api(t, 'GET', '/wps/system/helpCenter?page=2')).body,
      'page',
      'UNKNOWN_FIELD',
    );
  });
});
