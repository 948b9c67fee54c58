import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { agentTitles, announcement, noticeState, publicTitles } from '../../../test/announcements';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { enrolledOperator, type TestOperator } from '../../../test/operators';
import { expectValidationError } from '../../../test/system';

// The operator console's announcement editor (decision 0030): audited writes the caches see at once, HTML
// sanitised before it is stored (X1), bad input refused with stable codes and no change.

let t: TestContext;
let operator: TestOperator & { token: string };
let agent: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await enrolledOperator(t);
  agent = await loginToken(t, 'agent01');
});
afterAll(() => t.close());

const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
  token = operator.token,
) => api(t, method, `/ops/api/announcements${path}`, { token, ...(payload ? { payload } : {}) });

async function auditOf(id: number) {
  return t.database.query<{ action: string; operator_id: bigint; detail: Record<string, unknown> }>(
    `select action, operator_id, detail from audit_log where target_type = 'notice' and target_id = $1 order by id`,
    [String(id)],
  );
}

describe('the announcement editor', () => {
  it('lists every announcement, agents-only and disabled ones too, newest first', async () => {
    await t.change("update notices set enabled = false where type = 'PL'");
    const { body } = await api(t, 'GET', '/ops/api/announcements?pageSize=50', { token: operator.token });
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value).toMatchObject({ pageNo: 1, totalElements: 8 });
    const types = body.value.content.map((item: { type: string }) => item.type);
    expect(types.filter((type: string) => type === 'AG')).toHaveLength(3);
    const disabled = body.value.content.find((item: { type: string }) => item.type === 'PL');
    expect(disabled).toMatchObject({ enabled: false, execution: 'B' });
    expect(disabled.texts.vi.title).toContain('bảo trì');
    const ids = body.value.content.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const agentsOnly = await api(t, 'GET', '/ops/api/announcements?type=AG', { token: operator.token });
    expect(agentsOnly.body.value.totalElements).toBe(3);
  });

  it('creates, edits, hides, shows and deletes, each with its audit line, and agents see each change at once', async () => {
    const created = await write('POST', '', announcement({ sortOrder: 3 }));
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const { id } = created.body.value;
    expect(created.body.value).toMatchObject({ type: 'AG', execution: 'A', enabled: true, sortOrder: 3 });
    expect(created.body.value.texts.en.content).toBe('<p>See you <b>Friday</b>.</p>');
    expect((await agentTitles(t, agent))[0]).toBe('Quarterly agent meeting');
    expect(await publicTitles(t)).not.toContain('Quarterly agent meeting');

    const texts = {
      en: { title: 'Quarterly agent meeting moved', content: '<p>Now on <i>Monday</i>.</p>' },
      vi: { title: 'Họp đại lý quý dời lịch', content: '<p>Nay vào <i>thứ Hai</i>.</p>' },
    };
    const edited = await write('PUT', `/${id}`, announcement({ texts }));
    expect(edited.body.value.texts).toEqual(texts);
    expect(edited.body.value.publishedAt).toBe(created.body.value.publishedAt);
    expect((await agentTitles(t, agent, 'language=vi'))[0]).toBe('Họp đại lý quý dời lịch');

    await write('PUT', `/${id}/enabled`, { enabled: false });
    expect(await agentTitles(t, agent)).not.toContain('Quarterly agent meeting moved');
    await write('PUT', `/${id}/enabled`, { enabled: true });
    expect((await agentTitles(t, agent))[0]).toBe('Quarterly agent meeting moved');

    expect((await write('DELETE', `/${id}`)).body).toMatchObject({ success: true, value: {} });
    expect(await agentTitles(t, agent)).not.toContain('Quarterly agent meeting moved');
    expect((await write('DELETE', `/${id}`)).body.code).toBe('NOT_FOUND');

    const audit = await auditOf(id);
    expect(audit.map((line) => line.action)).toEqual([
      'ANNOUNCEMENT_CREATE',
      'ANNOUNCEMENT_UPDATE',
      'ANNOUNCEMENT_DISABLE',
      'ANNOUNCEMENT_ENABLE',
      'ANNOUNCEMENT_DELETE',
    ]);
    expect(audit.every((line) => line.operator_id === operator.id)).toBe(true);
    expect(audit[1]?.detail).toMatchObject({ type: 'AG', title: 'Quarterly agent meeting moved' });
  });

  it('publishes a visitor notice to the public call at once, and schedules one for later', async () => {
    const texts = { en: { title: 'Weekend tournament', content: '<p>Join in.</p>' } };
    await write('POST', '', announcement({ type: 'B', execution: 'B', texts }));
    expect(await publicTitles(t)).toContain('Weekend tournament');
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await write('POST', '', announcement({ publishedAt: later }));
    expect(scheduled.body.success, JSON.stringify(scheduled.body)).toBe(true);
    expect(Date.parse(scheduled.body.value.publishedAt)).toBe(Date.parse(later));
    expect(await agentTitles(t, agent)).not.toContain('Quarterly agent meeting');
  });

  it('stores HTML sanitised: scripts, event handlers and javascript: links go, formatting stays (X1)', async () => {
    const html = [
      '<h3>Heading</h3><p><b>bold</b> <i>italic</i> <u>under</u></p><ul><li>one</li></ul><ol><li>two</li></ol>',
      '<script>window.pwned = 1</script><img src="https://cdn.example/a.png" onerror="alert(1)">',
      '<a href="javascript:alert(2)">bad link</a><a href="https://playhall.example/news">good link</a>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(3)"></svg><p style="x:expression(alert(4))">s</p>',
    ].join('');
    const { body } = await write(
      'POST',
      '',
      announcement({ texts: { en: { title: 'Formatting', content: html } } }),
    );
    const stored = body.value.texts.en.content;
    expect(stored).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|style=|expression/i);
    expect(stored).toContain('<h3>Heading</h3><p><b>bold</b> <i>italic</i> <u>under</u></p>');
    expect(stored).toContain(
      '<ul><li>one</li></ul><ol><li>two</li></ol><img src="https://cdn.example/a.png" />',
    );
    expect(stored).toContain('<a target="_blank" rel="noopener noreferrer">bad link</a>');
    expect(stored).toContain(
      '<a href="https://playhall.example/news" target="_blank" rel="noopener noreferrer">',
    );
    const [row] = await t.database.query<{ content: { en: string } }>(
      'select content from notices where id = $1',
      [body.value.id],
    );
    expect(row?.content.en).toBe(stored);
  });
});

describe('refused writes change nothing', () => {
  it('refuses bad input with stable codes', async () => {
    const before = await noticeState(t);
    const refuse = async (payload: Record<string, unknown>, field: string, code: string) => {
      const { response, body } = await write('POST', '', payload);
      expect(response.statusCode).toBe(400);
      expectValidationError(body, field, code);
    };
    await refuse(
      announcement({ texts: { en: { title: '', content: '<p>No title</p>' } } }),
      'texts.en.title',
      'REQUIRED',
    );
    await refuse(
      announcement({ texts: { vi: { title: 'Chỉ tiếng Việt', content: '' } } }),
      'texts.en.title',
      'REQUIRED',
    );
    await refuse(
      announcement({ texts: { en: { title: '   ', content: '' } } }),
      'texts.en.title',
      'REQUIRED',
    );
    await refuse(
      announcement({ texts: { en: { title: 'Long', content: `<p>${'x'.repeat(20_000)}</p>` } } }),
      'texts.en.content',
      'TOO_LONG',
    );
    await refuse(
      announcement({ texts: { en: { title: 'T'.repeat(201), content: '' } } }),
      'texts.en.title',
      'TOO_LONG',
    );
    await refuse(announcement({ type: 'XX' }), 'type', 'INVALID_VALUE');
    await refuse(announcement({ execution: 'B' }), 'execution', 'INVALID_VALUE');
    await refuse(announcement({ sortOrder: 'first' }), 'sortOrder', 'INVALID_TYPE');
    await refuse(announcement({ enabled: 'yes' }), 'enabled', 'INVALID_TYPE');
    await refuse(announcement({ texts: 'hello' }), 'texts', 'INVALID_TYPE');
    await refuse(announcement({ publishedAt: 'tomorrow' }), 'publishedAt', 'INVALID_FORMAT');
    await refuse(announcement({ owner: 'me' }), 'owner', 'UNKNOWN_FIELD');
    await refuse({ execution: 'A', texts: {} }, 'type', 'REQUIRED');
    const badLanguage = await write(
      'POST',
      '',
      announcement({ texts: { en: { title: 'x', content: '' }, xx: { title: 'y', content: '' } } }),
    );
    expect(badLanguage.body.code).toBe('VALIDATION_FAILED');
    const [someId] = before.notices as { id: number }[];
    const edit = await write(
      'PUT',
      `/${someId?.id}`,
      announcement({ texts: { en: { title: '', content: '' } } }),
    );
    expectValidationError(edit.body, 'texts.en.title', 'REQUIRED');
    expect((await write('PUT', '/99999999999', announcement())).body.code).toBe('NOT_FOUND');
    expect((await write('PUT', '/99999999999/enabled', { enabled: false })).body.code).toBe('NOT_FOUND');
    expect((await write('DELETE', '/2147483647')).body.code).toBe('NOT_FOUND');
    expect(await noticeState(t)).toEqual(before);
  });

  it('refuses anyone but an operator, before reading what they sent', async () => {
    const before = await noticeState(t);
    const member = await loginToken(t, 'agent01');
    for (const token of [member, undefined]) {
      const calls = [
        api(t, 'GET', '/ops/api/announcements', token ? { token } : {}),
        api(t, 'POST', '/ops/api/announcements', { ...(token ? { token } : {}), payload: announcement() }),
        api(t, 'POST', '/ops/api/announcements', { ...(token ? { token } : {}), payload: { type: 'XX' } }),
        api(t, 'PUT', '/ops/api/announcements/1', { ...(token ? { token } : {}), payload: announcement() }),
        api(t, 'PUT', '/ops/api/announcements/1/enabled', {
          ...(token ? { token } : {}),
          payload: { enabled: false },
        }),
        api(t, 'DELETE', '/ops/api/announcements/1', token ? { token } : {}),
      ];
      for (const { response, body } of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(body.code).toBe('UNAUTHORIZED');
      }
    }
    expect(await noticeState(t)).toEqual(before);
  });
});
