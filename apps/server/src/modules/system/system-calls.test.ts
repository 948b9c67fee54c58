import { FeatureModule, flattenFeatures } from '@playhall/contracts/features';
import { REGISTER_FIELDS } from '@playhall/contracts/field-rules';
import { VALIDATION_PATTERNS } from '@playhall/contracts/validation-patterns';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(
  method: 'GET' | 'PUT',
  url: string,
  options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({ method, url, remoteAddress: '198.51.100.1', ...options });
  return { response, body: response.json() };
}

function expectValidationError(body: unknown, field: string, code: string) {
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect((body as { errors: { field: string; code: string }[] }).errors).toContainEqual(
    expect.objectContaining({ field, code }),
  );
}

describe('bootstrap permission info', () => {
  it('carries every part the web app starts from', async () => {
    const { response, body } = await call('GET', '/wps/system/permission');
    expect(response.statusCode).toBe(200);
    const value = body.value;
    expect(Object.keys(value).sort()).toEqual(
      [
        'analytics',
        'brand',
        'customerService',
        'domainRoute',
        'imageCDNs',
        'launchGameCDNs',
        'location',
        'mainDomain',
        'maintenance',
        'maintenanceEnd',
        'regionRestriction',
        'register',
        'resources',
        'serverTime',
        'whitelabel',
      ].sort(),
    );
    expect(value.location).toEqual({ ip: '198.51.100.1', countryCode: null });
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, imageCDNs: ['/img'] });
    expect(value.brand).toMatchObject({ currency: 'CNY', currencySymbol: '¥', defaultLanguage: 'en' });
    expect(value.brand.licence).toContain('Curaçao');
  });
});

describe('site settings (whitelabel tree)', () => {
  it('holds every module of the spec, all switched on for the demo brand', async () => {
    const { body } = await call('GET', '/wps/system/whitelabel');
    const flags = flattenFeatures(body.value);
    for (const module of Object.values(FeatureModule)) expect(flags[module], module).toBe(true);
  });

  it('switches a whole branch off with its parent', async () => {
    await t.change(`update feature_modules set enabled = false where mod_id = 'AGENT'`);
    try {
      await vi.waitFor(async () => {
        const flags = flattenFeatures((await call('GET', '/wps/system/whitelabel')).body.value);
        expect(flags.AGENT).toBe(false);
        expect(flags.DIVIDEND).toBe(false);
        expect(flags.VIP).toBe(true);
      });
    } finally {
      await t.change(`update feature_modules set enabled = true`);
    }
  });
});

describe('register settings and field rules', () => {
  it('answers the registration mode and follows the mobile-registration module', async () => {
    const { body } = await call('GET', '/wps/system/setting/register');
    expect(body.value).toMatchObject({
      defaultMode: 'USERNAME',
      mobileRegistration: true,
      smsVerification: true,
    });

    await t.change(`
      update register_settings set default_mode = 'MOBILE';
      update feature_modules set enabled = false where mod_id = 'MOBILE_REGISTRATION';
    `);
    try {
      await vi.waitFor(async () =>
        expect((await call('GET', '/wps/system/setting/register')).body.value).toMatchObject({
          defaultMode: 'USERNAME',
          mobileRegistration: false,
        }),
      );
      await t.change(`update feature_modules set enabled = true`);
      await vi.waitFor(async () =>
        expect((await call('GET', '/wps/system/setting/register')).body.value.defaultMode).toBe('MOBILE'),
      );
    } finally {
      await t.change(
        `update register_settings set default_mode = 'USERNAME'; update feature_modules set enabled = true`,
      );
    }
  });

  it('gives a rule for every registration field, with the catalogue pattern of its pattern id', async () => {
    const { body } = await call('GET', '/wps/system/setting/register/fields');
    const rules = body.value as { field: string; patternId: number | null; acceptedPattern: string | null }[];
    expect(rules.map((rule) => rule.field).sort()).toEqual([...REGISTER_FIELDS].sort());
    for (const rule of rules) {
      const expected =
        rule.patternId === null
          ? null
          : VALIDATION_PATTERNS[rule.patternId as keyof typeof VALIDATION_PATTERNS].source;
      expect(rule.acceptedPattern, rule.field).toBe(expected);
    }
    expect(rules.find((rule) => rule.field === 'username')).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
    });
  });
});

describe('domain routes', () => {
  it('answers at most the first five routes of the device', async () => {
    await t.change(`
      insert into domain_routes (domain_name, type, device, sort_order)
      select 'https://m' || n || '.playhall.example', 'MIRROR', 0, 10 + n from generate_series(1, 6) n
    `);
    await vi.waitFor(async () => {
      const { body } = await call('GET', '/wps/system/domainRoute?device=0');
      expect(body.value).toHaveLength(5);
    });
    const { body } = await call('GET', '/wps/system/domainRoute');
    expect(body.value[0]).toEqual({ domainName: 'http://localhost:3000', speed: 0, type: 'MAIN' });
    const mobile = await call('GET', '/wps/system/domainRoute?device=1');
    expect(mobile.body.value).toHaveLength(1);
  });

  it('refuses an unknown device with a field error', async () => {
    const { response, body } = await call('GET', '/wps/system/domainRoute?device=7');
    expect(response.statusCode).toBe(400);
    expectValidationError(body, 'device', 'INVALID_VALUE');
  });
});

describe('countries, resources, customer service', () => {
  it('lists dialing codes with flag image paths that resolve to PNG images', async () => {
    const { body } = await call('GET', '/wps/system/countries');
    expect(body.value.length).toBeGreaterThan(50);
    expect(body.value).toContainEqual({
      countryCode: 'VN',
      countryDialingCode: '+84',
      name: 'Vietnam',
      flag: 'COUNTRY_FLAG/VN.png',
    });
    const flag = await t.app.inject({ url: '/img/COUNTRY_FLAG/VN.png' });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toBe('image/png');
    expect(flag.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect((await t.app.inject({ url: '/img/COUNTRY_FLAG/vn.png' })).statusCode).toBe(400);
  });

  it('lists site resources and customer services in order', async () => {
    const resources = (await call('GET', '/wps/system/resources')).body.value;
    expect(resources.map((resource: { resourceType: string }) => resource.resourceType)).toEqual([
      'DOWNLOAD',
      'TELEGRAM',
      'FACEBOOK',
    ]);
    const services = (await call('GET', '/wps/system/customerService')).body.value;
    expect(services[0]).toMatchObject({ csType: 'LIVE_CHAT', path: '/help#contact' });
  });

  it('drops a disabled resource at once', async () => {
    await t.change(`update site_resources set enabled = false where resource_type = 'FACEBOOK'`);
    try {
      await vi.waitFor(async () =>
        expect((await call('GET', '/wps/system/resources')).body.value).toHaveLength(2),
      );
    } finally {
      await t.change(`update site_resources set enabled = true`);
    }
  });
});

describe('banners', () => {
  it('answers the w_home group with clickable banners', async () => {
    const { body } = await call('GET', '/wps/system/banners?groupName=w_home');
    expect(body.value).toHaveLength(3);
    expect(body.value[0]).toMatchObject({
      groupName: 'w_home',
      linkageType: 'ROUTE',
      url: '/img/banners/welcome.svg',
    });
    const art = await t.app.inject({ url: '/img/banners/welcome.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
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
    expect((await call('GET', '/wps/system/notices?execution=A')).body.value).toEqual([]);
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
      'INVALID_VALUE',
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

describe('game menus and vendor logos', () => {
  it('lists the categories that have vendors, each with its vendors', async () => {
    const { body } = await call('GET', '/lgw/games/game_menus');
    const categories = body.value.map((menu: { gameCategory: string }) => menu.gameCategory);
    expect(categories).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    const rng = body.value.find((menu: { gameCategory: string }) => menu.gameCategory === 'RNG');
    expect(rng.vendors.map((vendor: { vassalage: string }) => vendor.vassalage)).toEqual(
      expect.arrayContaining(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']),
    );
  });

  it('hides cockfight unless the brand switched it on, and drops a category whose vendors are all disabled', async () => {
    await t.change(`
      update feature_modules set enabled = false where mod_id = 'COCKFIGHT';
      update vendors set status = 'DISABLED' where code in ('AV', 'AI', 'IMES', 'TF', 'IA');
    `);
    try {
      await vi.waitFor(async () => {
        const categories = (await call('GET', '/lgw/games/game_menus')).body.value.map(
          (menu: { gameCategory: string }) => menu.gameCategory,
        );
        expect(categories).not.toContain('COCKFIGHT');
        expect(categories).not.toContain('ESPORTS');
      });
    } finally {
      await t.change(`update feature_modules set enabled = true; update vendors set status = 'ACTIVE'`);
    }
  });

  it('draws each vendor logo as SVG, and answers 404 for an unknown vendor', async () => {
    const logo = await t.app.inject({ url: '/img/vendor/PG.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('PG Slots');
    const unknown = await t.app.inject({ url: '/img/vendor/NOPE.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});
