import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-app';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CaptchaService } from '../verification/captchas';
import {
  ADDRESS_ACCOUNTS_FOR_CAPTCHA,
  captchaScope,
  createLoginGuard,
  type LoginAttempt,
  type LoginGuard,
} from './login-guard';

describe('captchaScope', () => {
  it('asks nobody while neither the account nor the address has failed', () => {
    expect(captchaScope({ onAccount: 0, accountsFromAddress: 0 })).toBeNull();
  });

  it('asks the account after a single failure on it', () => {
    expect(captchaScope({ onAccount: 1, accountsFromAddress: 1 })).toBe('ACCOUNT');
  });

  it('leaves the rest of an address alone until it failed for enough different accounts', () => {
    const below = ADDRESS_ACCOUNTS_FOR_CAPTCHA - 1;
    expect(captchaScope({ onAccount: 0, accountsFromAddress: below })).toBeNull();
    expect(captchaScope({ onAccount: 0, accountsFromAddress: ADDRESS_ACCOUNTS_FOR_CAPTCHA })).toBe('ADDRESS');
  });
});

describe('the login guard against the failures table', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let guard: LoginGuard;
  // A captcha service whose only right answer is "right"; it never touches the captchas table.
  const captchas = {
    create: async () => ({ id: 'c', image: '' }),
    check: async (_id: string | undefined, answer: string | undefined) => {
      if (answer !== 'right') throw new AppError(400, 'CAPTCHA_INVALID', 'wrong');
    },
  } satisfies CaptchaService;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    guard = createLoginGuard(database, captchas);
  });
  afterAll(async () => drop());

  /** The code the guard answers an attempt with: null when it lets the attempt through to the password check. */
  const admitCode = (attempt: LoginAttempt) =>
    guard.admit(attempt).then(
      () => null,
      (error: unknown) => (error instanceof AppError ? error.code : String(error)),
    );
  const fail = (accountKey: string, ip: string) =>
    guard.recordFailure({ accountKey, ip }).catch(() => undefined);

  it('needs a captcha for the failed account from any address, and for no other account', async () => {
    await fail('alice', '192.0.2.1');
    expect(await admitCode({ accountKey: 'alice', ip: '192.0.2.1' })).toBe('CAPTCHA_REQUIRED');
    expect(await admitCode({ accountKey: 'alice', ip: '192.0.2.99' })).toBe('CAPTCHA_REQUIRED');
    expect(await admitCode({ accountKey: 'bob', ip: '192.0.2.1' })).toBeNull();
    expect(await admitCode({ accountKey: 'alice', ip: '192.0.2.1', captchaId: 'c', captcha: 'no' })).toBe(
      'CAPTCHA_INVALID',
    );
    expect(
      await admitCode({ accountKey: 'alice', ip: '192.0.2.1', captchaId: 'c', captcha: 'right' }),
    ).toBeNull();
  });

  it('counts different accounts from an address, not repeated failures on one account', async () => {
    for (let attempt = 0; attempt < 10; attempt++) await fail('carol', '192.0.2.2');
    expect(await admitCode({ accountKey: 'dave', ip: '192.0.2.2' })).toBeNull();
    for (let index = 1; index < ADDRESS_ACCOUNTS_FOR_CAPTCHA; index++)
      await fail(`name-${index}`, '192.0.2.2');
    expect(await admitCode({ accountKey: 'dave', ip: '192.0.2.2' })).toBe('CAPTCHA_REQUIRED');
    expect(await admitCode({ accountKey: 'dave', ip: '192.0.2.3' })).toBeNull();
  });

  it('forgets an account that logged in, which also takes it out of its address count', async () => {
    for (let index = 0; index < ADDRESS_ACCOUNTS_FOR_CAPTCHA; index++)
      await fail(`typo-${index}`, '192.0.2.4');
    expect(await admitCode({ accountKey: 'erin', ip: '192.0.2.4' })).toBe('CAPTCHA_REQUIRED');
    await guard.clearFailures('typo-0');
    expect(await admitCode({ accountKey: 'typo-0', ip: '192.0.2.9' })).toBeNull();
    expect(await admitCode({ accountKey: 'erin', ip: '192.0.2.4' })).toBeNull();
  });

  it('stops the account at the hourly cap whatever the captcha, and only that account (A4)', async () => {
    await database.query(
      `insert into login_failures (account_key, ip) select 'frank', '192.0.2.5' from generate_series(1, 100)`,
    );
    const right = { captchaId: 'c', captcha: 'right' };
    expect(await admitCode({ accountKey: 'frank', ip: '192.0.2.6', ...right })).toBe(
      'LOGIN_TEMPORARILY_LOCKED',
    );
    expect(await admitCode({ accountKey: 'grace', ip: '192.0.2.5' })).toBeNull();
  });

  it('ignores failures older than an hour', async () => {
    await database.query(
      `insert into login_failures (account_key, ip, created_at) values ('heidi', '192.0.2.7', now() - interval '61 minutes')`,
    );
    expect(await admitCode({ accountKey: 'heidi', ip: '192.0.2.7' })).toBeNull();
  });
});
