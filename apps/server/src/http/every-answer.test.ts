import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { AppError } from './app-error';
import { toFailure } from './error-handler';
import { RequestValidationError } from './validation';

let inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
let gameTile: string;
let close: () => Promise<void>;

// The real app with a built web app beside it, so that pages and hashed assets are among the answers.
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'playhall-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("playhall");');
  const { database, drop } = await createTestDatabase();
  const [game] = await database.query<{ node_id: number }>(
    'select node_id from games order by node_id limit 1',
  );
  gameTile = `/img/game/${game?.node_id}`;
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    webDistDir: dist,
    logger: false,
  });
  await app.ready();
  inject = (options) => app.inject({ remoteAddress: '198.51.100.20', ...options });
  close = async () => {
    await app.close();
    await drop();
    await rm(dist, { recursive: true, force: true });
  };
});
afterAll(async () => close());

const json = { 'content-type': 'application/json' };

/** One answer of every kind the portal gives: JSON, pages, images, assets, its viewer, and its refusals. */
const SAMPLES: [string, () => InjectOptions, number][] = [
  ['JSON', () => ({ url: '/wps/system/status' }), 200],
  ['compressed JSON', () => ({ url: '/lgw/games/vendors', headers: { 'accept-encoding': 'br' } }), 200],
  ['HTML page', () => ({ url: '/member', headers: { accept: 'text/html' } }), 200],
  ['hashed asset', () => ({ url: '/assets/index-abc123.js' }), 200],
  ['banner art (SVG)', () => ({ url: '/img/banners/welcome.svg' }), 200],
  ['banner art (WebP)', () => ({ url: '/img/banners/welcome.webp' }), 200],
  ['tile art (SVG)', () => ({ url: `${gameTile}.svg` }), 200],
  ['tile art (WebP)', () => ({ url: `${gameTile}.webp` }), 200],
  ['tile art, large (WebP)', () => ({ url: `${gameTile}.webp?size=large` }), 200],
  ['vendor logo (SVG)', () => ({ url: '/img/vendor/PG.svg' }), 200],
  ['vendor logo (WebP)', () => ({ url: '/img/vendor/PG.webp' }), 200],
  ['vendor logo, HEAD', () => ({ method: 'HEAD', url: '/img/vendor/PG.svg' }), 200],
  ['country flag (PNG)', () => ({ url: '/img/COUNTRY_FLAG/CN.png' }), 200],
  ['captcha (PNG)', () => ({ url: '/wps/captcha' }), 200],
  ['API viewer (HTML)', () => ({ url: '/docs/' }), 200],
  ['API viewer asset', () => ({ url: '/docs/static/swagger-ui.css' }), 200],
  ['API document', () => ({ url: '/docs/json' }), 200],
  ['game page (HTML)', () => ({ url: '/play/PG/PG-0001' }), 200],
  [
    'vendor wallet, bad signature',
    () => ({ method: 'POST', url: '/wps/provider/PG/balance', headers: json, payload: '{}' }),
    200,
  ],
  ['unknown logo (404)', () => ({ url: '/img/vendor/NOPE.svg' }), 404],
  ['unknown tile (404)', () => ({ url: '/img/game/999999999.svg' }), 404],
  ['unknown banner (404)', () => ({ url: '/img/banners/nothing.webp' }), 404],
  ['unknown address (404)', () => ({ url: '/wps/nothing/here' }), 404],
  ['unknown image (404)', () => ({ url: '/img/nothing.svg' }), 404],
  ['wrong method (404)', () => ({ method: 'DELETE', url: '/wps/system/status' }), 404],
  [
    'text body (415)',
    () => ({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    }),
    415,
  ],
  [
    'unknown body type (415)',
    () => ({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    }),
    415,
  ],
  [
    'broken JSON (400)',
    () => ({ method: 'POST', url: '/wps/session/login', headers: json, payload: '{' }),
    400,
  ],
  ['validation (400)', () => ({ url: '/wps/system/banners' }), 400],
  ['bad image name (400)', () => ({ url: '/img/vendor/x.png' }), 400],
  ['no session (401)', () => ({ url: '/wps/member/info' }), 401],
  ['operator reference as a guest (401)', () => ({ url: '/ops/api/reference' }), 401],
  [
    'body too large (413)',
    () => ({
      method: 'POST',
      url: '/wps/session/login',
      headers: json,
      payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
    }),
    413,
  ],
];

describe('every answer (H1)', () => {
  it('issue 11.18: carries the CSP with object-src, base-uri and frame-ancestors, nosniff and a referrer policy', async () => {
    for (const [kind, request, status] of SAMPLES) {
      const response = await inject(request());
      expect(response.statusCode, kind).toBe(status);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, kind).toContain("object-src 'none'");
      expect(csp, kind).toContain("base-uri 'none'");
      expect(csp, kind).toMatch(/frame-ancestors '(self|none)'/);
      expect(response.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(response.headers['referrer-policy'], kind).toBeTruthy();
    }
  });

  it('issue 11.18: every refusal is the error envelope with its value field, null when it carries nothing', async () => {
    for (const [kind, request, status] of SAMPLES) {
      if (status < 400 || request().method === 'HEAD') continue;
      const body = (await inject(request())).json();
      expect(body, kind).toMatchObject({
        success: false,
        code: expect.any(String),
        message: expect.any(String),
      });
      expect(body, kind).toHaveProperty('value', null);
    }
    // Every branch of the error mapping, including the ones the samples above cannot provoke.
    const errors: Error[] = [
      new AppError(403, 'FORBIDDEN', 'no'),
      new RequestValidationError([]),
      Object.assign(new Error('x'), { code: 'FST_ERR_CTP_EMPTY_JSON_BODY', statusCode: 400 }),
      Object.assign(new Error('x'), { code: 'FST_ERR_BAD_URL', statusCode: 400 }),
      Object.assign(new Error('x'), { statusCode: 429 }),
      Object.assign(new Error('x'), { statusCode: 413 }),
      Object.assign(new Error('x'), { statusCode: 415 }),
      Object.assign(new Error('x'), { statusCode: 503 }),
      new SyntaxError('x'),
      new Error('unexpected'),
    ];
    for (const error of errors) expect(toFailure(error).body, error.message).toHaveProperty('value', null);
    const carrying = new AppError(503, 'MAINTENANCE', 'later', undefined, { until: '12:00' });
    expect(toFailure(carrying).body.value).toEqual({ until: '12:00' });
  });
});
