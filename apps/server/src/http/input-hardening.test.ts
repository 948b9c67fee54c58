import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newRegistration } from '../../test/accounts';
import { buildTestApp, type TestContext } from '../../test/build-app';
import { channelId, newCashierPlayer, operatorToken } from '../../test/cashier';
import { buildApp } from '../app';
import { isDatabaseUnavailable, toFailure } from './error-handler';
import { redactUrl } from './log-redaction';

/** Issue 11, the low items: each odd input gets a stable refusal, never a 500, and changes nothing. */
let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function refusedField(call: { response: { statusCode: number }; body: { code: string; errors?: unknown } }) {
  return { status: call.response.statusCode, code: call.body.code, errors: call.body.errors };
}

describe('issue 11.12: control characters', () => {
  it('issue 11.12: a NUL in any text field is a validation error, not a 500', async () => {
    const player = await newCashierPlayer(t);
    const operator = await operatorToken(t, 'operator');
    const [member] = await t.database.query<{ id: bigint }>('select id from members where account = $1', [
      player.username,
    ]);
    const calls = [
      api(t, 'POST', '/wps/session/login', { payload: { username: 'player\u000001', password: 'x' } }),
      api(t, 'POST', '/wps/cashier/deposits', {
        token: player.token,
        payload: {
          channelId: await channelId(t, player.token, 'BANK_TRANSFER'),
          amount: '100.00',
          requestId: randomUUID(),
          payerReference: 'ref\u0000',
        },
      }),
      api(t, 'PUT', '/wps/member/profile', { token: player.token, payload: { nickname: 'nick\u0000name' } }),
      api(t, 'POST', `/ops/api/members/${member?.id}/adjust`, {
        token: operator,
        payload: { amount: '1.00', reason: 'bonus\u0000', requestId: randomUUID() },
      }),
      api(t, 'GET', '/wps/agent/affiliate?code=%00PLAYHALL'),
      api(t, 'PUT', '/wps/member/profile', { token: player.token, payload: { nickname: 'two\nlines' } }),
    ];
    for (const call of await Promise.all(calls)) {
      expect(refusedField(call)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ code: 'CONTROL_CHARACTERS' })],
      });
    }
    const [stored] = await t.database.query<{ count: bigint }>(
      `select count(*) from ledger_transactions where kind = 'ADJUSTMENT' and reference like $1`,
      [`%${member?.id}%`],
    );
    expect(stored?.count ?? 0n).toBe(0n);
  });

  it('issue 11.12: a remark may hold line breaks, a name may not hold bidirectional overrides', async () => {
    const player = await newCashierPlayer(t);
    const renamed = await api(t, 'PUT', '/wps/member/profile', {
      token: player.token,
      payload: { nickname: 'ab\u202egpj.exe' },
    });
    expect(renamed.body.success, JSON.stringify(renamed.body)).toBe(true);
    const [row] = await t.database.query<{ nickname: string }>(
      'select nickname from members where account = $1',
      [player.username],
    );
    expect(row?.nickname).toBe('abgpj.exe');
    const registration = newRegistration({ payeeName: '\u2067Le Van\u2069 Tam' });
    const registered = await api(t, 'PUT', '/wps/member/register', { payload: registration });
    expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
    const [named] = await t.database.query<{ real_name: string }>(
      'select real_name from members where account = $1',
      [registration.username],
    );
    expect(named?.real_name).toBe('Le Van Tam');
  });
});

describe('issue 11.13: the database going away', () => {
  it('issue 11.13: a connection cut under a request is 503 with a retry hint, not a 500', async () => {
    const cut = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), {
      code: 'CONNECTION_CLOSED',
    });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (const error of [cut, shutdown]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(toFailure(error)).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    }
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(toFailure(unique).status).toBe(500);
  });

  it.runIf(process.env.DATABASE_URL)(
    'issue 11.13: calls in flight when PostgreSQL drops the connections answer 503 with retry-after, then recover',
    async () => {
      const player = await newCashierPlayer(t);
      const [{ name } = { name: '' }] = await t.database.query<{ name: string }>(
        'select current_database() as name',
      );
      const calls = Array.from({ length: 40 }, (_, index) =>
        new Promise((resolve) => setTimeout(resolve, index * 5)).then(() =>
          t.app.inject({
            url: '/wps/v2/wallets/balance',
            headers: { authorization: `Bearer ${player.token}` },
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 40));
      const admin = await t.database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      expect(admin.length).toBeGreaterThanOrEqual(0);
      const answers = await Promise.all(calls);
      for (const answer of answers) {
        expect([200, 503], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 503) {
          expect(answer.json().code).toBe('SERVICE_UNAVAILABLE');
          expect(answer.headers['retry-after']).toBe('5');
        }
      }
      const later = await t.app.inject({
        url: '/wps/v2/wallets/balance',
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(later.statusCode).toBe(200);
    },
  );
});

describe('issue 11.15: amounts', () => {
  it('issue 11.15: an amount with surrounding whitespace is malformed everywhere money is asked for', async () => {
    const player = await newCashierPlayer(t);
    const channel = await channelId(t, player.token, 'BANK_TRANSFER');
    for (const amount of [' 100 ', '100.00\n', '\t100']) {
      const deposit = await api(t, 'POST', '/wps/cashier/deposits', {
        token: player.token,
        payload: { channelId: channel, amount, requestId: randomUUID() },
      });
      expect(refusedField(deposit)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      const transfer = await api(t, 'POST', '/wps/v2/wallets/transfer', {
        token: player.token,
        payload: { from: 'MAIN', to: 'EV', amount, requestId: randomUUID() },
      });
      expect(refusedField(transfer)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    const [deposits] = await t.database.query<{ count: bigint }>(
      'select count(*) from deposits d join members m on m.id = d.member_id where m.account = $1',
      [player.username],
    );
    expect(deposits?.count).toBe(0n);
  });
});

describe('issue 11.16: logs', () => {
  it('issue 11.16: request lines and failed statements are logged without credentials or codes', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, LOG_LEVEL: 'debug' },
      database: t.database,
      webDistDir: null,
      logger: { level: 'debug', stream: { write: (line) => lines.push(line) } },
    });
    try {
      await app.inject({ url: '/wps/agent/affiliate?code=SECRETCODE42&lang=en' });
      await app.inject({ url: '/play/PG/PG-0003?mode=real&token=LAUNCHTOKEN99&sig=abcdef0123' });
      const failed = await t.database
        .query('select 1 / 0 where $1::text is not null', ['TOKENHASH-7f3c'])
        .catch((error: unknown) => error);
      app.log.error({ err: failed }, 'a statement failed');
      // Drizzle writes the parameters into its error's message, as a failed session lookup showed.
      const wrapped = await t.database.db
        .execute(sql`select 1 / 0 where ${'SESSIONHASH-9e1d'}::text is not null`)
        .catch((error: unknown) => error);
      expect(String((wrapped as Error).message)).toContain('SESSIONHASH-9e1d');
      app.log.error({ err: wrapped }, 'a query failed');
      const logged = lines.join('\n');
      expect(logged).toContain('/wps/agent/affiliate');
      expect(logged).toContain('a statement failed');
      expect(logged).toContain('a query failed');
      for (const secret of [
        'SECRETCODE42',
        'LAUNCHTOKEN99',
        'abcdef0123',
        'TOKENHASH-7f3c',
        'SESSIONHASH-9e1d',
      ]) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
    expect(redactUrl('/x?token=a&b=2&Code=c')).toBe('/x?token=[redacted]&b=2&Code=[redacted]');
  });
});
