import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestContext } from '../../test/build-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain('frame-ancestors');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBeTruthy();
}

describe('security headers (H1)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => t.close());

  it('are on a success', async () => {
    const response = await t.app.inject({ url: '/wps/system/status' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on an error', async () => {
    const response = await t.app.inject({ url: '/wps/system/banners' });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response);
  });

  it('are on a 404, which is the JSON envelope', async () => {
    const response = await t.app.inject({ url: '/wps/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expectSecurityHeaders(response);
  });

  it('add HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const plain = await t.app.inject({ url: '/wps/system/status', remoteAddress: '10.0.0.5' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({
      url: '/wps/system/status',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toContain('max-age=');
    const spoofed = await t.app.inject({
      url: '/wps/system/status',
      remoteAddress: '198.51.100.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('serve the OpenAPI document generated from the schemas, and its viewer at /docs', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/wps/system/status',
      '/wps/system/permission',
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/setting/register/fields',
      '/wps/system/domainRoute',
      '/wps/system/countries',
      '/wps/system/banners',
      '/wps/system/notices',
      '/wps/system/resources',
      '/wps/system/customerService',
      '/wps/system/language',
      '/lgw/games/game_menus',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(document.paths['/wps/system/banners'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'groupName', in: 'query', required: true }),
    );
    const viewer = await t.app.inject({ url: '/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
  });
});

describe('global rate limit', () => {
  it('answers 429 RATE_LIMITED with the security headers once a visitor passes the limit', async () => {
    const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let index = 0; index < 4; index++) {
        last = await t.app.inject({ url: '/wps/system/status', remoteAddress: '198.51.100.7' });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(last?.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(last?.headers['retry-after']).toBeDefined();
      if (last) expectSecurityHeaders(last);
      const other = await t.app.inject({ url: '/wps/system/status', remoteAddress: '198.51.100.8' });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the built web app', () => {
  let dist: string;
  let close: () => Promise<void>;
  let inject: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  let change: (sql: string) => Promise<void>;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'playhall-dist-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    await writeFile(
      join(dist, '.vite', 'home-page-preloads.json'),
      JSON.stringify({ scripts: ['/assets/home-page-abc.js'], styles: ['/assets/home-page-abc.css'] }),
    );
    await writeFile(
      join(dist, 'index.html'),
      // Over the compression threshold, as the real page is (about 6 kB with its hints).
      `<!doctype html><html><head><title>Playhall</title><!--early-->${'<meta name="x" content="playhall">'.repeat(40)}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"><div class="boot-splash"><!--splash--></div></div></body></html>`,
    );
    const script = 'console.log("playhall");'.repeat(100);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), script);
    await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    const { database, drop } = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, webDistDir: dist, logger: false });
    await app.ready();
    inject = (url, headers = {}) => app.inject({ url, headers: { accept: 'text/html', ...headers } });
    change = async (sql) => {
      await database.exec(sql);
      await app.tableCache.sync();
    };
    close = async () => {
      await app.close();
      await drop();
      await rm(dist, { recursive: true, force: true });
    };
  });
  afterAll(async () => close());

  it('answers every route of the spec with the app page on a hard refresh', async () => {
    for (const route of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/rng?vassalage=PG',
      '/login',
      '/register?referralCode=ABC',
      '/forget',
      '/agent',
      '/agentHome',
      '/member',
      '/help#term',
      '/favorite',
      '/recent',
      '/lottery?gameCode=VN1',
      '/seaLottery',
      '/vnLottery',
      '/sealottery',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/announce',
      '/down',
      '/lottert',
      '/vnlottery',
    ]) {
      const response = await inject(route);
      expect(response.statusCode, route).toBe(200);
      expect(response.headers['content-type'], route).toContain('text/html');
      expect(response.body, route).toContain('<div id="root">');
      expectSecurityHeaders(response);
    }
  });

  it("starts the home page's banners call and its first banner image with the page, and no other page's", async () => {
    const home = (await inject('/')).body;
    const head = home.slice(0, home.indexOf('</head>'));
    // The seeded brand speaks English first; its first home banner is the welcome banner.
    expect(head).toContain(
      '<link rel="preload" href="/wps/system/banners?groupName=w_home&amp;language=en" as="fetch" crossorigin="anonymous" />',
    );
    const image = head.match(
      /<link rel="preload" href="\/img\/banners\/[\w-]+\.webp" as="image" fetchpriority="high" \/>/,
    );
    // The image opens the head (decision 0052): before the page's scripts, which would otherwise take the browser's
    // six connections first.
    expect(image?.index).toBe(head.indexOf('<title>Playhall</title>') + '<title>Playhall</title>'.length);
    expect(head.indexOf('<script')).toBeGreaterThan(image?.index ?? Number.POSITIVE_INFINITY);
    // The splash paints that banner before any script (decision 0051); no other page's splash has one.
    expect(home).toMatch(
      /<div class="boot-splash"><img class="boot-splash__hero" src="\/img\/banners\/[\w-]+\.webp" alt="" width="1200" height="400" fetchpriority="high" \/><\/div>/,
    );
    for (const route of ['/member', '/rng', '/ops']) {
      const page = (await inject(route)).body;
      expect(page, route).not.toContain('as="fetch"');
      expect(page, route).not.toContain('boot-splash__hero');
    }
    // A visitor who chose Thai on this device (the language update's cookie) gets the call the app makes in Thai;
    // a language that is not offered falls back to the brand's.
    expect((await inject('/', { cookie: 'ph_lang=th' })).body).toContain(
      'href="/wps/system/banners?groupName=w_home&amp;language=th"',
    );
    expect((await inject('/', { cookie: 'ph_lang=fr' })).body).toContain(
      'href="/wps/system/banners?groupName=w_home&amp;language=en"',
    );
  });

  it("names the home page's code and styles on the pages that show it, and on no other page", async () => {
    const script = '<link rel="modulepreload" crossorigin href="/assets/home-page-abc.js" />';
    // With crossorigin, as the app's loader asks for the sheet: a preload without it would not be reused.
    const style = '<link rel="preload" as="style" crossorigin href="/assets/home-page-abc.css" />';
    for (const route of ['/', '/home', '/rng?vassalage=PG', '/login', '/register']) {
      const { body } = await inject(route);
      expect(body, route).toContain(script);
      expect(body, route).toContain(style);
    }
    for (const route of ['/member', '/promotions', '/ops', '/ops/members', '/lottery', '/nowhere']) {
      expect((await inject(route)).body, route).not.toContain('preload');
    }
  });

  it('names nothing to preload while the site is in maintenance: the maintenance page uses none of it', async () => {
    try {
      await change(
        `update site_settings set maintenance_enabled = true, maintenance_end = now() + interval '1 hour'`,
      );
      for (const route of ['/', '/rng', '/ops']) {
        const page = (await inject(route)).body;
        expect(page, route).not.toContain('preload');
        expect(page, route).not.toContain('boot-splash__hero');
      }
    } finally {
      await change('update site_settings set maintenance_enabled = false, maintenance_end = null');
    }
    expect((await inject('/')).body).toContain('modulepreload');
  });

  it('sends a page compressed to a client that accepts it, and as it is to one that does not', async () => {
    const plain = await inject('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await inject('/', { 'accept-encoding': 'br, gzip' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const response = await inject('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps API misses and missing assets as JSON 404s', async () => {
    expect((await inject('/wps/unknown')).json().code).toBe('NOT_FOUND');
    expect((await inject('/assets/missing.js')).statusCode).toBe(404);
  });
});

describe('compression', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('compresses a large JSON answer for a client that accepts it, and nothing for one that does not', async () => {
    const url = '/lgw/games?gameType=RNG&pageNo=1&pageSize=40';
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const packed = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const small = await t.app.inject({
      url: '/wps/system/status',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
