import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

// The lite app (decision 0045) and the speed test's pings: the manifest, the service worker's file, the page
// policy that lets both work, and the one call other origins may read. On the real app with a small built web app.
let app: FastifyInstance;
let dist: string;
let change: (sql: string) => Promise<void>;
let close: () => Promise<void>;

const SERVICE_WORKER = "const VERSION = 'abc123';\nself.addEventListener('fetch', () => {});\n";

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'playhall-lite-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'sw.js'), SERVICE_WORKER);
  await writeFile(join(dist, 'offline.html'), '<!doctype html><title>Offline</title>');
  const { database, drop } = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    webDistDir: dist,
    logger: false,
  });
  await app.ready();
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

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the web app manifest', () => {
  it('is served as application/manifest+json, named after the brand, with 192, 512 and maskable PNG icons', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Playhall',
      short_name: 'Playhall',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.every((icon) => icon.type === 'image/png' && icon.src.startsWith('/icons/'))).toBe(true);
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  });

  it('follows a change of the brand name', async () => {
    await change(`update site_settings set brand_name = 'Lucky Hall'`);
    try {
      expect((await app.inject({ url: '/manifest.webmanifest' })).json().name).toBe('Lucky Hall');
    } finally {
      await change(`update site_settings set brand_name = 'Playhall'`);
    }
  });
});

describe('the service worker', () => {
  it('is served from the site root as JavaScript, never from a stale cache', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVICE_WORKER);
  });

  it('has its offline page beside it, as HTML', async () => {
    const response = await app.inject({ url: '/offline.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the page policy (CSP)', () => {
  it('lets the worker and the manifest come from the site itself, and only from there', async () => {
    const csp = (await app.inject({ url: '/down', headers: { accept: 'text/html' } })).headers[
      'content-security-policy'
    ];
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it("lets pages connect to the brand's domains, and follows the domain list", async () => {
    const policy = async () =>
      directive(
        (await app.inject({ url: '/wps/system/status' })).headers['content-security-policy'],
        'connect-src',
      );
    // The seeded routes: the main domain (PUBLIC_URL) and its mirror on 127.0.0.1.
    expect(await policy()).toBe("connect-src 'self' http://localhost:3000 http://127.0.0.1:3000");
    await change(
      `insert into domain_routes (domain_name, type, device, sort_order) values
         ('https://mirror-2.playhall.example/', 'MIRROR', 0, 5),
         ('https://evil.example;script-src *', 'MIRROR', 0, 6),
         ('not an address', 'MIRROR', 0, 7)`,
    );
    try {
      expect(await policy()).toBe(
        "connect-src 'self' http://localhost:3000 http://127.0.0.1:3000 https://mirror-2.playhall.example",
      );
      await change(`update domain_routes set enabled = false where domain_name like 'https://mirror-2%'`);
      expect(await policy()).toBe("connect-src 'self' http://localhost:3000 http://127.0.0.1:3000");
    } finally {
      await change(`delete from domain_routes where sort_order >= 5`);
    }
  });
});

describe('the speed-test ping', () => {
  it('answers any origin (CORS), uncached, with an empty envelope', async () => {
    const response = await app.inject({
      url: `/wps/system/ping?r=${Math.random().toString(36).slice(2)}`,
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, code: 'OK', message: '', value: null });
  });

  it('is the only call other origins may read', async () => {
    for (const url of ['/wps/system/status', '/wps/system/permission', '/wps/system/domainRoute']) {
      const response = await app.inject({ url, headers: { origin: 'http://127.0.0.1:3000' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('refuses a parameter it does not know with a validation error', async () => {
    const response = await app.inject({ url: '/wps/system/ping?r=1&device=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
