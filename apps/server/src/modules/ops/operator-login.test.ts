import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import {
  base32Decode,
  enrolledOperator,
  newOperator,
  nextCode,
  operatorLogin,
  type TestOperator,
} from '../../../test/operators';
import { totpAt } from '../../security/totp';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const loginCall = (operator: TestOperator, extra: Record<string, unknown> = {}, ip = '198.51.100.30') =>
  api(t, 'POST', '/ops/api/session/login', {
    ip,
    payload: { username: operator.username, password: operator.password, ...extra },
  });

/** A code that is none of the three the server would accept right now. */
function wrongCode(secret: Buffer): string {
  const now = Math.floor(Date.now() / 1000);
  const valid = new Set([-30, 0, 30, 60].map((drift) => totpAt(secret, now + drift)));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !valid.has(code)) ?? '555555';
}

async function auditActions(targetId: bigint): Promise<string[]> {
  const rows = await t.database.query<{ action: string }>(
    `select action from audit_log where target_type = 'operator' and target_id = $1 order by id`,
    [targetId.toString()],
  );
  return rows.map((row) => row.action);
}

describe('operator authenticator (TOTP)', () => {
  it('issue 11.6: the first login must set up an authenticator before the console opens', async () => {
    const operator = await newOperator(t);
    const first = await loginCall(operator);
    expect(first.body.value).toMatchObject({ mustChangePassword: false, mustEnrolTotp: true });
    const token: string = first.body.value.token;
    const queue = await api(t, 'GET', '/ops/api/queue', { token });
    expect(queue.response.statusCode).toBe(403);
    expect(queue.body.code).toBe('TOTP_ENROLMENT_REQUIRED');
    expect((await api(t, 'GET', '/ops/api/me', { token })).body.value).toMatchObject({
      username: operator.username,
      mustEnrolTotp: true,
    });

    // The secret as a QR code and as text; asking again while it is not confirmed shows the same one.
    const setup = await api(t, 'POST', '/ops/api/session/totp/setup', { token });
    expect(setup.body.value.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.value.qrSvg).toContain('<svg');
    expect(setup.body.value.otpauthUrl).toContain(`secret=${setup.body.value.secret}`);
    const again = await api(t, 'POST', '/ops/api/session/totp/setup', { token });
    expect(again.body.value.secret).toBe(setup.body.value.secret);
    operator.secret = base32Decode(setup.body.value.secret);

    const wrong = await api(t, 'POST', '/ops/api/session/totp/enable', {
      token,
      payload: { code: wrongCode(operator.secret) },
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await api(t, 'GET', '/ops/api/queue', { token })).body.code).toBe('TOTP_ENROLMENT_REQUIRED');

    const confirmed = await api(t, 'POST', '/ops/api/session/totp/enable', {
      token,
      payload: { code: await nextCode(operator) },
    });
    expect(confirmed.body.success).toBe(true);
    expect((await api(t, 'GET', '/ops/api/queue', { token })).response.statusCode).toBe(200);
    // Once confirmed, the secret is never shown again.
    const later = await api(t, 'POST', '/ops/api/session/totp/setup', { token });
    expect(later.response.statusCode).toBe(409);
    expect(later.body.value).toBeNull();
    expect(await auditActions(operator.id)).toContain('TOTP_ENROL');
  });

  it('issue 11.6: the seeded operator changes its password first, then sets up the authenticator', async () => {
    const operator = await newOperator(t, { mustChangePassword: true });
    const first = await loginCall(operator);
    expect(first.body.value).toMatchObject({ mustChangePassword: true, mustEnrolTotp: true });
    const token: string = first.body.value.token;
    expect((await api(t, 'POST', '/ops/api/session/totp/setup', { token })).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    const newPassword = `${operator.password}-New1`;
    const changed = await api(t, 'POST', '/ops/api/session/password', {
      token,
      payload: { oldPassword: operator.password, newPassword },
    });
    expect(changed.body.success).toBe(true);
    operator.password = newPassword;
    expect((await api(t, 'GET', '/ops/api/queue', { token })).body.code).toBe('TOTP_ENROLMENT_REQUIRED');
    const setup = await api(t, 'POST', '/ops/api/session/totp/setup', { token });
    operator.secret = base32Decode(setup.body.value.secret);
    await api(t, 'POST', '/ops/api/session/totp/enable', {
      token,
      payload: { code: await nextCode(operator) },
    });
    expect((await api(t, 'GET', '/ops/api/queue', { token })).response.statusCode).toBe(200);
  });

  it('issue 11.6: an enrolled operator cannot log in without the current code, nor with a wrong one', async () => {
    const operator = await enrolledOperator(t);
    const secret = operator.secret ?? Buffer.alloc(0);
    const none = await loginCall(operator);
    expect(none.response.statusCode).toBe(401);
    expect(none.body.code).toBe('INVALID_CREDENTIALS');
    expect(none.body.value?.token).toBeUndefined();
    const wrong = await loginCall(operator, { code: wrongCode(secret) });
    // The same answer as a wrong password: it does not tell that the password was right.
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const right = await loginCall(operator, { code: await nextCode(operator) });
    expect(right.body.value).toMatchObject({ mustChangePassword: false, mustEnrolTotp: false });
    expect(
      (await api(t, 'GET', '/ops/api/queue', { token: right.body.value.token })).response.statusCode,
    ).toBe(200);
  });

  it('issue 11.8: an operator code is accepted once: the same code at the next login is refused', async () => {
    const operator = await enrolledOperator(t);
    const code = await nextCode(operator);
    expect((await loginCall(operator, { code }, '203.0.113.10')).body.success).toBe(true);
    const replay = await loginCall(operator, { code }, '203.0.113.11');
    expect(replay.response.statusCode).toBe(401);
    expect(replay.body.code).toBe('INVALID_CREDENTIALS');
    // The code used to confirm the set-up is spent too.
    const fresh = await newOperator(t);
    const token = (await loginCall(fresh)).body.value.token;
    const setup = await api(t, 'POST', '/ops/api/session/totp/setup', { token });
    fresh.secret = base32Decode(setup.body.value.secret);
    const enrolCode = await nextCode(fresh);
    await api(t, 'POST', '/ops/api/session/totp/enable', { token, payload: { code: enrolCode } });
    expect((await loginCall(fresh, { code: enrolCode })).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('issue 11.8: two operator logins racing with one code from two addresses: exactly one succeeds', async () => {
    const operator = await enrolledOperator(t);
    const code = await nextCode(operator);
    const answers = await Promise.all(
      ['203.0.113.20', '203.0.113.21', '203.0.113.22'].map((ip) => loginCall(operator, { code }, ip)),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'INVALID_CREDENTIALS')).toHaveLength(2);
  });
});

describe('operator lock-out', () => {
  it('issue 11.6: five failed logins lock the account whatever the address, also for the right password; the lock lifts after the period', async () => {
    const operator = await enrolledOperator(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await loginCall(operator, { password: `wrong-${attempt}` }, `203.0.113.${40 + attempt}`);
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await loginCall(operator, { code: await nextCode(operator) }, '203.0.113.50');
    // Refused before the code was looked at: its step is still unspent.
    operator.lastStep -= 1;
    expect(locked.response.statusCode).toBe(429);
    expect(locked.body.code).toBe('LOGIN_TEMPORARILY_LOCKED');
    expect(locked.body.value?.token).toBeUndefined();
    expect(await auditActions(operator.id)).toContain('OPERATOR_LOCKED');
    // An existing session is not what the lock is about: it stays.
    expect((await api(t, 'GET', '/ops/api/me', { token: operator.token })).response.statusCode).toBe(200);

    // Fifteen minutes later (moved back in the database instead of waited for).
    const [lock] = await t.database.query<{ minutes: number }>(
      `select round(extract(epoch from locked_until - now()) / 60)::int as minutes from operator_login_failures
       where username_key = $1`,
      [operator.username],
    );
    expect(lock?.minutes).toBe(15);
    await t.database.query(
      `update operator_login_failures set locked_until = now() - interval '1 second' where username_key = $1`,
      [operator.username],
    );
    const after = await loginCall(operator, { code: await nextCode(operator) }, '203.0.113.51');
    expect(after.body.success).toBe(true);
    // A success starts the count again.
    expect((await loginCall(operator, { password: 'wrong-again' }, '203.0.113.52')).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('issue 11.6: wrong codes count like wrong passwords', async () => {
    const operator = await enrolledOperator(t);
    const secret = operator.secret ?? Buffer.alloc(0);
    for (let attempt = 0; attempt < 5; attempt++) {
      await loginCall(operator, { code: wrongCode(secret) }, `203.0.113.${60 + attempt}`);
    }
    expect((await loginCall(operator, { code: await nextCode(operator) })).body.code).toBe(
      'LOGIN_TEMPORARILY_LOCKED',
    );
  });

  it('issue 11.6: an unknown operator name locks the same way, so the answers do not reveal which names exist', async () => {
    const known = await enrolledOperator(t);
    const unknown = { ...known, username: `${known.username}x` };
    const answers: [boolean, number, number, string][] = [];
    for (const operator of [known, unknown]) {
      for (let attempt = 0; attempt < 6; attempt++) {
        const answer = await loginCall(operator, { password: 'not-it' }, `203.0.113.${70 + attempt}`);
        answers.push([operator === known, attempt, answer.response.statusCode, answer.body.code]);
      }
    }
    const shape = (isKnown: boolean) =>
      answers
        .filter(([which]) => which === isKnown)
        .map(([, attempt, status, code]) => [attempt, status, code]);
    expect(shape(true)).toEqual(shape(false));
    expect(shape(true)[5]).toEqual([5, 429, 'LOGIN_TEMPORARILY_LOCKED']);
  });
});

describe('operator recovery', () => {
  it('issue 11.6: a colleague resets a lost authenticator and lifts a lock (audited); nobody resets their own', async () => {
    const lost = await enrolledOperator(t);
    const colleague = await enrolledOperator(t);
    const own = await api(t, 'POST', `/ops/api/operators/${lost.id}/totp-reset`, { token: lost.token });
    expect(own.response.statusCode).toBe(403);
    expect(own.body.code).toBe('OPERATION_NOT_ALLOWED');

    const listed = await api(t, 'GET', '/ops/api/operators', { token: colleague.token });
    expect(
      listed.body.value.find((row: { username: string }) => row.username === lost.username),
    ).toMatchObject({ totpEnrolled: true, lockedUntil: null });
    for (let attempt = 0; attempt < 5; attempt++) await loginCall(lost, { password: 'nope' });
    const reset = await api(t, 'POST', `/ops/api/operators/${lost.id}/totp-reset`, {
      token: colleague.token,
    });
    expect(reset.body.success).toBe(true);
    const unlocked = await api(t, 'POST', `/ops/api/operators/${lost.id}/unlock`, { token: colleague.token });
    expect(unlocked.body.success).toBe(true);
    // The old sessions end; the next login enrols again.
    expect((await api(t, 'GET', '/ops/api/me', { token: lost.token })).response.statusCode).toBe(401);
    lost.secret = null;
    lost.lastStep = 0;
    const token = await operatorLogin(t, lost);
    expect((await api(t, 'GET', '/ops/api/queue', { token })).response.statusCode).toBe(200);
    const [audit] = await t.database.query<{ operator_id: bigint }>(
      `select operator_id from audit_log where action = 'TOTP_RESET' and target_id = $1`,
      [lost.id.toString()],
    );
    expect(audit?.operator_id).toBe(colleague.id);
  });
});
