import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CaptchaService } from '../verification/captchas';
import { insertFailure } from './failures';

/** A4: no more than this many failed attempts per account per hour, whoever makes them. */
export const MAX_FAILURES_PER_HOUR = 100;

export type LoginAttempt = {
  accountKey: string;
  ip: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
};

/**
 * Runs before any password is hashed: refuses an account that reached the hourly cap, and demands a captcha once
 * the account or the address has failed (A4). Failures are counted in the database, so every node agrees.
 */
export function createLoginGuard(database: Database, captchas: CaptchaService) {
  async function admit(attempt: LoginAttempt): Promise<void> {
    const [counts] = await database.query<{ account_failures: bigint; ip_failures: bigint }>(
      `select
         (select count(*) from login_failures
          where account_key = $1 and created_at > now() - interval '1 hour') as account_failures,
         (select count(*) from login_failures
          where ip = $2::inet and created_at > now() - interval '1 hour') as ip_failures`,
      [attempt.accountKey, attempt.ip],
    );
    const accountFailures = Number(counts?.account_failures ?? 0n);
    if (accountFailures >= MAX_FAILURES_PER_HOUR) {
      throw new AppError(
        429,
        ErrorCode.LOGIN_TEMPORARILY_LOCKED,
        'Too many failed logins for this account; try again later.',
      );
    }
    if (accountFailures > 0 || Number(counts?.ip_failures ?? 0n) > 0) {
      if (!attempt.captchaId || !attempt.captcha) {
        throw new AppError(400, ErrorCode.CAPTCHA_REQUIRED, 'Please enter the captcha', undefined, {
          captchaRequired: true,
        });
      }
      await captchas.check(attempt.captchaId, attempt.captcha).catch((error: unknown) => {
        if (error instanceof AppError) {
          throw new AppError(error.statusCode, error.code, error.message, undefined, {
            captchaRequired: true,
          });
        }
        throw error;
      });
    }
  }

  async function recordFailure(attempt: LoginAttempt): Promise<never> {
    await insertFailure(database, attempt.accountKey, attempt.ip);
    throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Incorrect account or password.', undefined, {
      captchaRequired: true,
    });
  }

  async function clearFailures(accountKey: string): Promise<void> {
    await database.query('delete from login_failures where account_key = $1', [accountKey]);
  }

  return { admit, recordFailure, clearFailures };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
