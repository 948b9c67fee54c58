import { FeatureModule, flattenFeatures } from '@playhall/contracts/features';
import { REGISTER_FIELDS } from '@playhall/contracts/field-rules';
import { VALIDATION_PATTERNS } from '@playhall/contracts/validation-patterns';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { expectValidationError, visitorCall } from '../../../test/system';

// The calls the web app starts from: bootstrap, settings, routes, lookups and game menus. The content calls
// (banners, notices, the visitor's language) are in system-content.test.ts.
let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT', url: string, options?: Parameters<typeof visitorCall>[3]) =>
  visitorCall(t, method, url, options);

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
        'zoneOffset',
      ].sort(),
    );
    expect(value.location).toEqual({ ip: '198.51.100.1', countryCode: null });
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, imageCDNs: ['/img'] });
    expect(value.brand).toMatchObject({ currency: 'CNY', currencySymbol: '¥', defaultLanguage: 'en' });
    expect(value.brand.licence).toContain('Curaçao');
    // The demo brand's zone (Asia/Shanghai) keeps GMT+8 for the whole year either side of now.
    expect(value.brand.timeZone).toBe('Asia/Shanghai');
    const now = Date.parse(value.serverTime);
    expect(value.zoneOffset.minutes).toBe(480);
    expect(now - Date.parse(value.zoneOffset.from)).toBeGreaterThan(365 * 86_400_000);
    expect(Date.parse(value.zoneOffset.until) - now).toBeGreaterThan(365 * 86_400_000);
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
      'APP_IOS',
      'APP_ANDROID',
    ]);
    const services = (await call('GET', '/wps/system/customerService')).body.value;
    expect(services[0]).toMatchObject({ csType: 'LIVE_CHAT', path: '/chat' });
  });

  it('drops a disabled resource at once', async () => {
    await t.change(`update site_resources set enabled = false where resource_type = 'FACEBOOK'`);
    try {
      await vi.waitFor(async () =>
        expect((await call('GET', '/wps/system/resources')).body.value).toHaveLength(4),
      );
    } finally {
      await t.change(`update site_resources set enabled = true`);
    }
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

  it('draws each vendor logo as SVG and as WebP from it, and answers 404 for an unknown vendor', async () => {
    const logo = await t.app.inject({ url: '/img/vendor/PG.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('PG Slots');
    const raster = await t.app.inject({ url: '/img/vendor/PG.webp' });
    expect(raster.headers['content-type']).toBe('image/webp');
    expect(await sharp(raster.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
      height: 96,
    });
    const unknown = await t.app.inject({ url: '/img/vendor/NOPE.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});
