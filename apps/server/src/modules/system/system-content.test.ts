import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { expectValidationError, visitorCall } from '../../../test/system';

// The content a visitor reads, in their language: banners, notices, and the language choice itself.
let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT', url: string, options?: Parameters<typeof visitorCall>[3]) =>
  visitorCall(t, method, url, options);

describe('banners', () => {
  it('answers the w_home group with clickable banners', async () => {
    const { body } = await call('GET', '/wps/system/banners?groupName=w_home');
    expect(body.value).toHaveLength(3);
    expect(body.value[0]).toMatchObject({
      groupName: 'w_home',
      linkageType: 'ROUTE',
      url: '/img/banners/welcome.webp',
    });
    // The lobby's banner is a raster drawn from the banner's SVG (decision 0050), which is served too.
    const art = await t.app.inject({ url: '/img/banners/welcome.webp' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/webp');
    expect(await sharp(art.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 400,
    });
    const svg = await t.app.inject({ url: '/img/banners/welcome.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject({ url: '/img/banners/nothing.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/img/banners/..%2Fapp.svg' })).statusCode).toBe(400);
  });

  it('answers an empty list for a group without banners', async () => {
    expect((await call('GET', '/wps/system/banners?groupName=m_home')).body.value).toEqual([]);
  });

  it('requires a well-formed group name', async () => {
    const missing = await call('GET', '/wps/system/banners');
    expect(missing.response.statusCode).toBe(400);
    expectValidationError(missing.body, 'groupName', 'REQUIRED');
    const bad = await call('GET', `/wps/system/banners?groupName=${encodeURIComponent('<script>')}`);
    expectValidationError(bad.body, 'groupName', 'INVALID_FORMAT');
    const long = await call('GET', `/wps/system/banners?groupName=${'a'.repeat(41)}`);
    expectValidationError(long.body, 'groupName', 'TOO_LONG');
  });
});

describe('notices', () => {
  it('answers visitors (execution B) in the requested language', async () => {
    const english = (
      await call('GET', '/wps/system/notices?types=B,PL,PU,PR,H&platform=W&execution=B&language=en')
    ).body.value;
    expect(english).toHaveLength(3);
    expect(english[0].title).toContain('Welcome to Playhall');
    const vietnamese = (await call('GET', '/wps/system/notices?execution=B&language=vi')).body.value;
    expect(vietnamese[0].title).toContain('Chào mừng');
  });

  it('falls back to the brand language for a language without a translation', async () => {
    const thai = (await call('GET', '/wps/system/notices?language=th')).body.value;
    expect(thai[0].title).toContain('Welcome to Playhall');
  });

  it('filters by type and by execution', async () => {
    expect((await call('GET', '/wps/system/notices?types=PL')).body.value).toHaveLength(1);
    const members = (await call('GET', '/wps/system/notices?execution=A')).body.value;
    expect(members.map((notice: { execution: string }) => notice.execution)).toEqual(['A']);
    expect(members[0].title).toContain('reward centre');
  });

  it('stores notice HTML sanitised', async () => {
    const rows = await t.database.query<{ content: Record<string, string> }>('select content from notices');
    for (const row of rows)
      for (const html of Object.values(row.content)) expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('refuses unknown types, platforms, executions and languages', async () => {
    expectValidationError(
      (await call('GET', '/wps/system/notices?types=B,XX')).body,
      'types',
      'INVALID_FORMAT',
    );
    expectValidationError(
      (await call('GET', '/wps/system/notices?platform=Q')).body,
      'platform',
      'INVALID_VALUE',
    );
    expectValidationError(
      (await call('GET', '/wps/system/notices?execution=Z')).body,
      'execution',
      'INVALID_FORMAT',
    );
    expectValidationError(
      (await call('GET', '/wps/system/notices?language=klingon')).body,
      'language',
      'INVALID_VALUE',
    );
  });
});

describe('language update', () => {
  it('remembers the visitor language, which content calls then answer in', async () => {
    const { response, body } = await call('PUT', '/wps/system/language', { payload: { language: 'vi' } });
    expect(response.statusCode).toBe(200);
    expect(body.value).toEqual({ language: 'vi' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^ph_lang=vi; Path=\/;.*HttpOnly/);
    const notices = await call('GET', '/wps/system/notices', { headers: { cookie: 'ph_lang=vi' } });
    expect(notices.body.value[0].title).toContain('Chào mừng');
  });

  it('uses the browser language when nothing was chosen', async () => {
    const notices = await call('GET', '/wps/system/notices', {
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(notices.body.value[0].title).toContain('欢迎');
  });

  it('refuses an unknown language, an extra field and a body that is not JSON', async () => {
    const unknown = await call('PUT', '/wps/system/language', { payload: { language: 'xx' } });
    expect(unknown.response.statusCode).toBe(400);
    expectValidationError(unknown.body, 'language', 'INVALID_VALUE');
    expect(unknown.response.headers['set-cookie']).toBeUndefined();

    const extra = await call('PUT', '/wps/system/language', { payload: { language: 'en', admin: true } });
    expectValidationError(extra.body, 'admin', 'UNKNOWN_FIELD');

    const empty = await call('PUT', '/wps/system/language', { payload: {} });
    expectValidationError(empty.body, 'language', 'REQUIRED');

    const wrongType = await call('PUT', '/wps/system/language', { payload: { language: 42 } });
    expectValidationError(wrongType.body, 'language', 'INVALID_VALUE');

    const broken = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const text = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'text/plain' },
      payload: 'vi',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
