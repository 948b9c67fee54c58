import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, loginToken, MEMBER_PASSWORD, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { hashPassword } from '../../security/passwords';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function registeredToken(): Promise<{ token: string; username: string }> {
  const payload = newRegistration();
  const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
  return { token: body.value.token, username: String(payload.username) };
}

function status(token: string) {
  return api(t, 'GET', '/wps/member/security', { token }).then((call) => call.response.statusCode);
}

describe('session end (S3, S4)', () => {
  it('ends at logout, and only that session', async () => {
    const { username } = await registeredToken();
    const kept = await loginToken(t, username, MEMBER_PASSWORD);
    const ended = await loginToken(t, username, MEMBER_PASSWORD);
    const logout = await api(t, 'DELETE', '/wps/session/logout', { token: ended });
    expect(logout.body).toMatchObject({ success: true });
    expect(await status(ended)).toBe(401);
    expect(await status(kept)).toBe(200);
  });

  it('ends every session when the account is locked', async () => {
    const { token, username } = await registeredToken();
    await t.database.query(`update members set status = 'LOCKED' where account = $1`, [username]);
    const after = await api(t, 'GET', '/wps/member/info', { token });
    expect(after.response.statusCode).toBe(401);
    expect(after.body.code).toBe('SESSION_EXPIRED');
    const again = await login(t, username, MEMBER_PASSWORD);
    expect(again.response.statusCode).toBe(403);
    expect(again.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('ends after the idle time-out', async () => {
    const { token, username } = await registeredToken();
    await t.database.query(
      `update sessions set last_seen_at = now() - interval '31 minutes'
       where member_id = (select id from members where account = $1)`,
      [username],
    );
    expect(await status(token)).toBe(401);
  });

  it('ends at its absolute time-out however active it is', async () => {
    const { token, username } = await registeredToken();
    await t.database.query(
      `update sessions set expires_at = now() - interval '1 second', last_seen_at = now()
       where member_id = (select id from members where account = $1)`,
      [username],
    );
    expect(await status(token)).toBe(401);
  });

  it('stays alive while used inside the idle time-out', async () => {
    const { token, username } = await registeredToken();
    await t.database.query(
      `update sessions set last_seen_at = now() - interval '29 minutes'
       where member_id = (select id from members where account = $1)`,
      [username],
    );
    expect(await status(token)).toBe(200);
    const [row] = await t.database.query<{ fresh: boolean }>(
      `select last_seen_at > now() - interval '1 minute' as fresh from sessions
       where member_id = (select id from members where account = $1)`,
      [username],
    );
    expect(row?.fresh).toBe(true);
  });
});

describe('password change', () => {
  it('checks the old password, the rule and the confirmation', async () => {
    const { token } = await registeredToken();
    const change = (payload: Record<string, string>) =>
      api(t, 'POST', '/wps/member/password', { token, payload });
    expect(
      (
        await change({
          oldPassword: 'Wrong1234',
          newPassword: 'Tide5Copper71',
          confirmNewPassword: 'Tide5Copper71',
        })
      ).body.code,
    ).toBe('WRONG_PASSWORD');
    expect(
      (await change({ oldPassword: MEMBER_PASSWORD, newPassword: 'short', confirmNewPassword: 'short' })).body
        .errors[0],
    ).toMatchObject({
      field: 'newPassword',
      code: 'TOO_SHORT',
    });
    expect(
      (
        await change({
          oldPassword: MEMBER_PASSWORD,
          newPassword: 'Tide5Copper71',
          confirmNewPassword: 'Tide5Copper72',
        })
      ).body.code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      (
        await change({
          oldPassword: MEMBER_PASSWORD,
          newPassword: MEMBER_PASSWORD,
          confirmNewPassword: MEMBER_PASSWORD,
        })
      ).body.code,
    ).toBe('PASSWORD_REUSED');
  });

  it('ends every session and answers a fresh token that works (S3)', async () => {
    const { token, username } = await registeredToken();
    const other = await loginToken(t, username, MEMBER_PASSWORD);
    const { body } = await api(t, 'POST', '/wps/member/password', {
      token,
      payload: {
        oldPassword: MEMBER_PASSWORD,
        newPassword: 'Tide5Copper71',
        confirmNewPassword: 'Tide5Copper71',
      },
    });
    expect(body.success).toBe(true);
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
    expect(await status(body.value.token)).toBe(200);
    expect((await login(t, username, 'Tide5Copper71')).body.value.status).toBe('OK');
    expect((await login(t, username, MEMBER_PASSWORD, '198.51.100.99')).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
  });
});

describe('forced password change (A3)', () => {
  it('holds a login with the default weak password until the password is changed', async () => {
    const { body } = await login(t, 'newbie01', 'Welcome123');
    expect(body.value).toMatchObject({ status: 'OK', mustChangePassword: true });
    const restricted = body.value.token;
    expect(
      (await api(t, 'GET', '/wps/member/info', { token: restricted })).body.value.mustChangePassword,
    ).toBe(true);
    const blocked = await api(t, 'GET', '/wps/member/security', { token: restricted });
    expect(blocked.response.statusCode).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const weakAgain = await api(t, 'POST', '/wps/member/password', {
      token: restricted,
      payload: { oldPassword: 'Welcome123', newPassword: 'Welcome123', confirmNewPassword: 'Welcome123' },
    });
    expect(weakAgain.body.code).toBe('PASSWORD_REUSED');

    const changed = await api(t, 'POST', '/wps/member/password', {
      token: restricted,
      payload: {
        oldPassword: 'Welcome123',
        newPassword: 'Orbit3Maple66',
        confirmNewPassword: 'Orbit3Maple66',
      },
    });
    expect(changed.body.success).toBe(true);
    expect(await status(restricted)).toBe(401);
    expect(await status(changed.body.value.token)).toBe(200);
  });

  it('holds a login whose password expired while the policy is on, but not an SMS login', async () => {
    const { username } = await registeredToken();
    await t.change(`update account_settings set password_policy_enabled = true, password_max_age_days = 30`);
    try {
      await t.database.query(
        `update members set password_changed_at = now() - interval '31 days' where account = $1`,
        [username],
      );
      const { body } = await login(t, username, MEMBER_PASSWORD);
      expect(body.value).toMatchObject({ status: 'OK', passwordExpired: true, mustChangePassword: true });
    } finally {
      await t.change(`update account_settings set password_policy_enabled = false`);
    }
  });

  it('does not force a change when the brand switched the forced change off', async () => {
    await t.change(`update feature_modules set enabled = false where mod_id = 'FORCE_PASSWORD_CHANGE'`);
    try {
      await t.database.query(`update members set password_hash = $1 where account = 'newbie01'`, [
        await hashPassword('Welcome123'),
      ]);
      expect((await login(t, 'newbie01', 'Welcome123')).body.value).toMatchObject({
        status: 'OK',
        mustChangePassword: false,
      });
    } finally {
      await t.change(`update feature_modules set enabled = true`);
    }
  });
});
