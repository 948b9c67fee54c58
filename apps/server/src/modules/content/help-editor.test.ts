import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { enrolledOperator, type TestOperator } from '../../../test/operators';
import { expectValidationError } from '../../../test/system';

// The console's help centre editor: audited writes visitors see at once, HTML sanitised before it is stored (X1),
// bad input refused with stable codes and no change, and nobody but an operator let in.

let t: TestContext;
let operator: TestOperator & { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  operator = await enrolledOperator(t);
});
afterAll(() => t.close());

const write = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  api(t, method, `/ops/api/help${path}`, { token: operator.token, ...(payload ? { payload } : {}) });

const article = (overrides: Record<string, unknown> = {}) => ({
  category: 'GAMES',
  device: 'ALL',
  texts: { en: { title: 'Live tables', content: '<p>Dealers stream <b>around the clock</b>.</p>' } },
  sortOrder: 5,
  ...overrides,
});

const helpState = () => t.database.query('select * from help_articles order by id');

async function publicTitles(query = 'lang=en&device=WEB'): Promise<string[]> {
  const { body } = await api(t, 'GET', `/wps/system/helpCenter?${query}`);
  return body.value.categories.flatMap((entry: { articles: { title: string }[] }) =>
    entry.articles.map((item) => item.title),
  );
}

describe('the help centre editor', () => {
  it('lists every article, disabled ones too, and narrows to a category', async () => {
    await t.change(`update help_articles set enabled = false where category = 'DEPOSIT'`);
    const { body } = await api(t, 'GET', '/ops/api/help', { token: operator.token });
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value.length).toBeGreaterThanOrEqual(10);
    expect(body.value.find((item: { category: string }) => item.category === 'DEPOSIT')).toMatchObject({
      enabled: false,
    });
    const terms = await api(t, 'GET', '/ops/api/help?category=TERMS', { token: operator.token });
    expect(terms.body.value).toHaveLength(1);
    expect(Object.keys(terms.body.value[0].texts).sort()).toEqual(['en', 'vi', 'zh-CN']);
  });

  it('creates, edits, hides, shows and deletes, each with its audit line, and visitors see each change at once', async () => {
    const created = await write('POST', '', article());
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const { id } = created.body.value;
    expect(created.body.value).toMatchObject({
      category: 'GAMES',
      device: 'ALL',
      enabled: true,
      sortOrder: 5,
    });
    expect(await publicTitles()).toContain('Live tables');

    const texts = {
      en: { title: 'Live tables, day and night', content: '<p>Now with <i>more</i> tables.</p>' },
      vi: { title: 'Bàn trực tiếp cả ngày lẫn đêm', content: '<p>Thêm <i>nhiều</i> bàn.</p>' },
    };
    const edited = await write('PUT', `/${id}`, article({ texts, device: 'H5' }));
    expect(edited.body.value.texts).toEqual(texts);
    expect(Date.parse(edited.body.value.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.body.value.updatedAt),
    );
    expect(await publicTitles()).not.toContain('Live tables, day and night');
    expect(await publicTitles('lang=vi&device=H5')).toContain('Bàn trực tiếp cả ngày lẫn đêm');

    await write('PUT', `/${id}/enabled`, { enabled: false });
    expect(await publicTitles('lang=en&device=H5')).not.toContain('Live tables, day and night');
    await write('PUT', `/${id}/enabled`, { enabled: true });
    expect(await publicTitles('lang=en&device=H5')).toContain('Live tables, day and night');

    expect((await write('DELETE', `/${id}`)).body).toMatchObject({ success: true, value: {} });
    expect(await publicTitles('lang=en&device=H5')).not.toContain('Live tables, day and night');
    expect((await write('DELETE', `/${id}`)).body.code).toBe('NOT_FOUND');

    const audit = await t.database.query<{
      action: string;
      operator_id: bigint;
      detail: Record<string, unknown>;
    }>(
      `select action, operator_id, detail from audit_log where target_type = 'help_article' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.map((line) => line.action)).toEqual([
      'HELP_ARTICLE_CREATE',
      'HELP_ARTICLE_UPDATE',
      'HELP_ARTICLE_DISABLE',
      'HELP_ARTICLE_ENABLE',
      'HELP_ARTICLE_DELETE',
    ]);
    expect(audit.every((line) => line.operator_id === operator.id)).toBe(true);
    expect(audit[1]?.detail).toMatchObject({
      category: 'GAMES',
      device: 'H5',
      title: 'Live tables, day and night',
    });
  });

  it('stores HTML sanitised: a <script> and an onerror are never stored, formatting stays (X1)', async () => {
    const html =
      '<h4>Rules</h4><p><b>bold</b> <i>italic</i></p><ul><li>one</li></ul>' +
      '<script>window.pwned = 1</script><img src="https://cdn.example/a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(2)">bad link</a><svg onload="alert(3)"></svg>';
    const { body } = await write(
      'POST',
      '',
      article({ texts: { en: { title: 'Formatting', content: html } } }),
    );
    const stored: string = body.value.texts.en.content;
    expect(stored).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
    expect(stored).toContain('<h4>Rules</h4><p><b>bold</b> <i>italic</i></p><ul><li>one</li></ul>');
    expect(stored).toContain('<img src="https://cdn.example/a.png" />');
    const [row] = await t.database.query<{ content: { en: string } }>(
      'select content from help_articles where id = $1',
      [body.value.id],
    );
    expect(row?.content.en).toBe(stored);
    const { body: page } = await api(t, 'GET', '/wps/system/helpCenter?lang=en');
    const shown = page.value.categories
      .flatMap((entry: { articles: { title: string; content: string }[] }) => entry.articles)
      .find((item: { title: string }) => item.title === 'Formatting');
    expect(shown.content).toBe(stored);
  });
});

describe('refused writes change nothing', () => {
  it('refuses bad input with stable codes', async () => {
    const before = await helpState();
    const refuse = async (payload: Record<string, unknown>, field: string, code: string) => {
      const { response, body } = await write('POST', '', payload);
      expect(response.statusCode).toBe(400);
      expectValidationError(body, field, code);
    };
    await refuse(
      article({ texts: { en: { title: '', content: '<p>No title</p>' } } }),
      'texts.en.title',
      'REQUIRED',
    );
    await refuse(
      article({ texts: { vi: { title: 'Chỉ tiếng Việt', content: '' } } }),
      'texts.en.title',
      'REQUIRED',
    );
    await refuse(
      article({ texts: { en: { title: 'Long', content: `<p>${'x'.repeat(60_000)}</p>` } } }),
      'texts.en.content',
      'TOO_LONG',
    );
    await refuse(
      article({ texts: { en: { title: 'T'.repeat(201), content: '' } } }),
      'texts.en.title',
      'TOO_LONG',
    );
    await refuse(article({ category: 'NEWS' }), 'category', 'INVALID_VALUE');
    await refuse(article({ device: 'TV' }), 'device', 'INVALID_VALUE');
    await refuse(article({ sortOrder: 10_000 }), 'sortOrder', 'TOO_BIG');
    await refuse(article({ enabled: 'yes' }), 'enabled', 'INVALID_TYPE');
    await refuse(article({ owner: 'me' }), 'owner', 'UNKNOWN_FIELD');
    await refuse({ texts: {} }, 'category', 'REQUIRED');
    const [first] = before as { id: number }[];
    expectValidationError(
      (await write('PUT', `/${first?.id}`, article({ texts: { en: { title: '', content: '' } } }))).body,
      'texts.en.title',
      'REQUIRED',
    );
    expect((await write('PUT', '/99999999999', article())).body.code).toBe('NOT_FOUND');
    expect((await write('PUT', '/99999999999/enabled', { enabled: false })).body.code).toBe('NOT_FOUND');
    expect((await write('DELETE', '/2147483647')).body.code).toBe('NOT_FOUND');
    expect(await helpState()).toEqual(before);
  });

  it('refuses anyone but an operator, before reading what they sent', async () => {
    const before = await helpState();
    const member = await loginToken(t, 'agent01');
    for (const token of [member, undefined]) {
      const who = token ? { token } : {};
      const calls = [
        api(t, 'GET', '/ops/api/help', who),
        api(t, 'POST', '/ops/api/help', { ...who, payload: article() }),
        api(t, 'POST', '/ops/api/help', { ...who, payload: { category: 'NEWS' } }),
        api(t, 'PUT', '/ops/api/help/1', { ...who, payload: article() }),
        api(t, 'PUT', '/ops/api/help/1/enabled', { ...who, payload: { enabled: false } }),
        api(t, 'DELETE', '/ops/api/help/1', who),
      ];
      for (const { response, body } of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(body.code).toBe('UNAUTHORIZED');
      }
    }
    expect(await helpState()).toEqual(before);
  });
});
