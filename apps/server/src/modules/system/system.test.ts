import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newOperator, operatorLogin } from '../../../test/operators';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await t.change(`
    update site_settings set maintenance_enabled = false, maintenance_start = null, maintenance_end = null,
      region_restriction_enabled = false;
    delete from region_rules;
    update feature_modules set enabled = true;
  `);
  // The cache hears about these changes by NOTIFY; wait until the API shows the clean state.
  await vi.waitFor(async () => expect((await status('198.51.100.1')).status).toBe(0));
});

async function get(url: string, remoteAddress = '198.51.100.1', headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, remoteAddress, headers });
  return { response, body: response.json() };
}

async function status(remoteAddress: string, headers: Record<string, string> = {}) {
  const { body } = await get('/wps/system/status', remoteAddress, headers);
  return body.value as {
    status: number;
    ip: string;
    maintenanceEnd: string | null;
    countryCode: string | null;
  };
}

function inOneHour(): string {
  return new Date(Date.now() + 3_600_000).toISOString();
}

describe('system status', () => {
  it('is normal (0) and reports the visitor address', async () => {
    const { response, body } = await get('/wps/system/status', '198.51.100.1');
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, code: 'OK', value: { status: 0, ip: '198.51.100.1' } });
  });

  it('is maintenance (1) with its end time while the window is open', async () => {
    const end = inOneHour();
    await t.change('update site_settings set maintenance_enabled = true, maintenance_end = $1', [end]);
    await vi.waitFor(async () => expect((await status('198.51.100.1')).status).toBe(1));
    expect((await status('198.51.100.1')).maintenanceEnd).toBe(new Date(end).toISOString());
  });

  it('is normal once the maintenance window has ended, and before it starts', async () => {
    await t.change(
      `update site_settings set maintenance_enabled = true, maintenance_end = now() - interval '1 minute'`,
    );
    await vi.waitFor(async () => {
      const row = await t.database.query<{ ended: boolean }>(
        'select maintenance_end < now() as ended from site_settings',
      );
      expect(row[0]?.ended).toBe(true);
      expect((await status('198.51.100.1')).status).toBe(0);
    });
    await t.change(
      `update site_settings set maintenance_start = now() + interval '1 hour', maintenance_end = now() + interval '2 hours'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await status('198.51.100.1')).status).toBe(0);
  });

  it('is region restricted (2) for a blocked range, with the visitor address', async () => {
    await t.change(`
      update site_settings set region_restriction_enabled = true;
      insert into region_rules (action, kind, value) values ('BLOCK', 'CIDR', '203.0.113.0/24');
    `);
    await vi.waitFor(async () => expect((await status('203.0.113.7')).status).toBe(2));
    expect(await status('203.0.113.7')).toMatchObject({ status: 2, ip: '203.0.113.7' });
    expect((await status('198.51.100.1')).status).toBe(0);
  });

  it('blocks a single address and IPv4-mapped IPv6 forms of it', async () => {
    await t.change(`
      update site_settings set region_restriction_enabled = true;
      insert into region_rules (action, kind, value) values ('BLOCK', 'IP', '192.0.2.10');
    `);
    await vi.waitFor(async () => expect((await status('::ffff:192.0.2.10')).status).toBe(2));
    expect((await status('::ffff:192.0.2.10')).ip).toBe('192.0.2.10');
  });

  it('lets an ALLOW address through a blocked range', async () => {
    await t.change(`
      update site_settings set region_restriction_enabled = true;
      insert into region_rules (action, kind, value) values ('BLOCK', 'CIDR', '203.0.113.0/24'), ('ALLOW', 'IP', '203.0.113.9');
    `);
    await vi.waitFor(async () => expect((await status('203.0.113.7')).status).toBe(2));
    expect((await status('203.0.113.9')).status).toBe(0);
  });

  it('ignores region rules while region restriction is switched off', async () => {
    await t.change(
      `insert into region_rules (action, kind, value) values ('BLOCK', 'CIDR', '203.0.113.0/24')`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await status('203.0.113.7')).status).toBe(0);
  });

  it('lets maintenance win over region restriction', async () => {
    await t.change(
      `update site_settings set region_restriction_enabled = true, maintenance_enabled = true, maintenance_end = $1`,
      [inOneHour()],
    );
    await t.change(
      `insert into region_rules (action, kind, value) values ('BLOCK', 'CIDR', '203.0.113.0/24')`,
    );
    await vi.waitFor(async () => expect((await status('203.0.113.7')).status).toBe(1));
    expect((await status('198.51.100.1')).status).toBe(1);
  });

  it('refuses the portal API during maintenance and in a restricted region, but keeps system calls open', async () => {
    await t.change('update site_settings set maintenance_enabled = true, maintenance_end = $1', [
      inOneHour(),
    ]);
    await vi.waitFor(async () => expect((await status('198.51.100.1')).status).toBe(1));
    const menus = await get('/lgw/games/game_menus');
    expect(menus.response.statusCode).toBe(503);
    expect(menus.body).toMatchObject({ success: false, code: 'MAINTENANCE' });
    expect((await get('/wps/system/permission')).response.statusCode).toBe(200);

    await t.change(`
      update site_settings set maintenance_enabled = false, region_restriction_enabled = true;
      insert into region_rules (action, kind, value) values ('BLOCK', 'IP', '203.0.113.7');
    `);
    await vi.waitFor(async () => expect((await status('203.0.113.7')).status).toBe(2));
    const restricted = await get('/lgw/games/game_menus', '203.0.113.7');
    expect(restricted.response.statusCode).toBe(403);
    expect(restricted.body.code).toBe('REGION_RESTRICTED');
  });

  it('keeps the operator console working during maintenance while members are refused', async () => {
    const memberToken = await loginToken(t, 'player01');
    await t.change('update site_settings set maintenance_enabled = true, maintenance_end = $1', [
      inOneHour(),
    ]);
    await vi.waitFor(async () => expect((await status('198.51.100.1')).status).toBe(1));

    // An operator signs in (password, then the authenticator) and works the queues meanwhile.
    const token = await operatorLogin(t, await newOperator(t));
    const me = await api(t, 'GET', '/ops/api/me', { token });
    expect(me.response.statusCode).toBe(200);
    const queue = await api(t, 'GET', '/ops/api/queue', { token });
    expect(queue.response.statusCode, JSON.stringify(queue.body)).toBe(200);

    const info = await api(t, 'GET', '/wps/member/info', { token: memberToken });
    expect(info.response.statusCode).toBe(503);
    expect(info.body.code).toBe('MAINTENANCE');
    const login = await api(t, 'POST', '/wps/session/login', {
      payload: { username: 'player01', password: 'Demo2026' },
    });
    expect(login.body.code).toBe('MAINTENANCE');
  });

  it('rejects unknown query parameters with a per-field error', async () => {
    const { response, body } = await get('/wps/system/domainRoute?device=0&sneaky=1');
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'sneaky', code: 'UNKNOWN_FIELD' }],
    });
  });
});

describe('visitor address and country', () => {
  it('ignores X-Forwarded-For and the country header from an untrusted peer', async () => {
    await t.change(`
      update site_settings set region_restriction_enabled = true;
      insert into region_rules (action, kind, value) values ('BLOCK', 'IP', '203.0.113.7'), ('BLOCK', 'COUNTRY', 'US');
    `);
    await vi.waitFor(async () => expect((await status('203.0.113.7')).status).toBe(2));
    const spoofed = await status('198.51.100.1', { 'x-forwarded-for': '203.0.113.7', 'cf-ipcountry': 'US' });
    expect(spoofed).toMatchObject({ status: 0, ip: '198.51.100.1', countryCode: null });
  });

  it('follows X-Forwarded-For and the country header through a trusted proxy', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      await proxied.database.exec(`
        update site_settings set region_restriction_enabled = true;
        insert into region_rules (action, kind, value) values ('BLOCK', 'COUNTRY', 'US');
      `);
      const call = async (headers: Record<string, string>) =>
        (await proxied.app.inject({ url: '/wps/system/status', remoteAddress: '10.1.2.3', headers })).json()
          .value;
      await vi.waitFor(async () =>
        expect(await call({ 'x-forwarded-for': '198.51.100.20', 'cf-ipcountry': 'us' })).toMatchObject({
          status: 2,
          ip: '198.51.100.20',
          countryCode: 'US',
        }),
      );
      expect(await call({ 'x-forwarded-for': '198.51.100.20', 'cf-ipcountry': 'VN' })).toMatchObject({
        status: 0,
      });
    } finally {
      await proxied.close();
    }
  });
});
