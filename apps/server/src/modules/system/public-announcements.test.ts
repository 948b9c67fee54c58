import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

// /announce and the announcement pop-up (member-and-agent-centres §4): a logged-in user reads executions A and F,
// an anonymous visitor B; agents-only items never; newest first, nine to a page.

let t: TestContext;
let member: string;
beforeAll(async () => {
  t = await buildTestApp();
  member = await loginToken(t, 'player01');
});
afterAll(() => t.close());

type Item = { id: number; title: string; content: string; timestamp: string };

/** Writes a row straight into the table, as a script would, and waits for the cache to hear of it. */
async function insertNotice(
  fields: { type?: string; execution: string; title: string; content?: string; enabled?: boolean },
  publishedAt = 'now()',
): Promise<void> {
  await t.change(
    `insert into notices (type, execution, title, content, published_at, enabled)
     values ($1, $2, $3::jsonb, $4::jsonb, ${publishedAt}, $5)`,
    [
      fields.type ?? 'PR',
      fields.execution,
      JSON.stringify({ en: fields.title, vi: `${fields.title} (vi)` }),
      JSON.stringify({ en: fields.content ?? `<p>${fields.title}</p>` }),
      fields.enabled ?? true,
    ],
  );
}

async function listed(
  token: string | undefined,
  query = '',
): Promise<{ value: { content: Item[] } & Record<string, unknown> }> {
  const { response, body } = await api(
    t,
    'GET',
    `/wps/system/announcements${query ? `?${query}` : ''}`,
    token ? { token } : {},
  );
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return body;
}
const titles = async (token: string | undefined, query = '') =>
  (await listed(token, query)).value.content.map((item) => item.title);

describe('the public announcements list', () => {
  it('gives a visitor the B items and a logged-in user the A and F items, newest first, never agents-only ones', async () => {
    await insertNotice({ execution: 'A', title: 'For members: weekly reload' });
    await insertNotice({ execution: 'F', title: 'First login: welcome aboard' });
    await insertNotice({ execution: 'B', type: 'H', title: 'For visitors: join today' });
    await insertNotice({ execution: 'A', type: 'AG', title: 'Agents only: commission day' });

    const visitor = await listed(undefined);
    expect(visitor.value).toMatchObject({ pageNo: 1, pageSize: 9 });
    const seen = visitor.value.content.map((item) => item.title);
    expect(seen[0]).toBe('For visitors: join today');
    expect(seen).not.toContain('For members: weekly reload');
    expect(seen).not.toContain('First login: welcome aboard');
    expect(seen).not.toContain('Agents only: commission day');
    const times = visitor.value.content.map((item) => Date.parse(item.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const mine = await titles(member);
    expect(mine.slice(0, 2)).toEqual(['First login: welcome aboard', 'For members: weekly reload']);
    expect(mine).not.toContain('For visitors: join today');
    expect(mine).not.toContain('Agents only: commission day');
    // An agent reads the portal's list as a user, and its own list elsewhere.
    expect(await titles(await loginToken(t, 'agent01'))).not.toContain('Agents only: commission day');
  });

  it('reads a token that is no longer valid as a visitor, and answers in the asked language', async () => {
    expect(await titles('not-a-real-token')).toEqual(await titles(undefined));
    expect((await titles(member, 'language=vi'))[0]).toBe('First login: welcome aboard (vi)');
  });

  it('leaves out disabled and not yet published items, and pages nine at a time', async () => {
    await insertNotice({ execution: 'A', title: 'Switched off', enabled: false });
    await insertNotice({ execution: 'A', title: 'Tomorrow' }, "now() + interval '1 day'");
    const before = await listed(member);
    expect(before.value.content.map((item) => item.title)).not.toContain('Switched off');
    expect(before.value.content.map((item) => item.title)).not.toContain('Tomorrow');
    const total = Number(before.value.totalElements);
    for (let index = 1; index <= 9; index++)
      await insertNotice({ execution: 'A', title: `Bulletin ${index}` });
    const first = await listed(member);
    expect(first.value).toMatchObject({ totalElements: total + 9, totalPages: Math.ceil((total + 9) / 9) });
    expect(first.value.content.map((item) => item.title)[0]).toBe('Bulletin 9');
    const second = await listed(member, 'pageNo=2');
    expect(second.value.content.map((item) => item.title)).toContain('For members: weekly reload');
  });

  it('refuses bad paging and languages with stable codes', async () => {
    for (const query of ['pageSize=0', 'pageSize=51', 'pageNo=x', 'pageNo=0', 'language=xx', 'other=1']) {
      const { response, body } = await api(t, 'GET', `/wps/system/announcements?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('sanitises a row written straight into the table in the list and in the notices call (X1)', async () => {
    const hostile =
      '<p onclick="steal()">Hello<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const clean = '<p>Hello<a target="_blank" rel="noopener noreferrer">x</a></p>';
    await insertNotice({ execution: 'B', type: 'B', title: 'Written by a script', content: hostile });
    const item = (await listed(undefined)).value.content.find(
      (entry) => entry.title === 'Written by a script',
    );
    expect(item?.content).toBe(clean);
    const { body } = await api(t, 'GET', '/wps/system/notices?types=B&execution=B');
    const notice = body.value.find((entry: Item) => entry.title === 'Written by a script');
    expect(notice.content).toBe(clean);
  });
});

describe('the notices call’s executions', () => {
  it('answers a first login’s A and F together, and refuses an execution it does not know', async () => {
    const { body } = await api(t, 'GET', '/wps/system/notices?types=PR&execution=A,F');
    const seen = body.value.map((notice: { title: string }) => notice.title);
    expect(seen).toContain('For members: weekly reload');
    expect(seen).toContain('First login: welcome aboard');
    const onlyA = await api(t, 'GET', '/wps/system/notices?types=PR&execution=A');
    expect(onlyA.body.value.map((notice: { title: string }) => notice.title)).not.toContain(
      'First login: welcome aboard',
    );
    for (const execution of ['Z', 'A,,F', 'A,F,B,A,F']) {
      const refused = await api(t, 'GET', `/wps/system/notices?execution=${execution}`);
      expect(refused.response.statusCode, execution).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
