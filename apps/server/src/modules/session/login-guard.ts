import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CaptchaService } from '../verification/captchas';
import { insertFailure } from './failures';

/** A4: no more than this many failed attempts per account per hour, whoever makes them. */
export const MAX_FAILURES_PER_HOUR = 100;

/**
 * An address from which logins failed for this many different accounts within the hour asks everyone for a
 * captcha (decision 0034). Below it, one person's typo at a café or behind a carrier's shared address troubles
 * only the account it was made on; at it, the address is trying names, which is what a captcha is for.
 */
export const ADDRESS_ACCOUNTS_FOR_CAPTCHA = 5;

export type LoginAttempt = {
  accountKey: string;
  ip: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
};

/** Failures of the last hour: on the account typed (known or not, A6), and distinct accounts from the address. */
export type RecentFailures = { onAccount: number; accountsFromAddress: number };

/** Who the captcha applies to for this attempt: the account typed, the whole address, or nobody. */
export function captchaScope(failures: RecentFailures): 'ACCOUNT' | 'ADDRESS' | null {
  if (failures.onAccount > 0) return 'ACCOUNT';
  if (failures.accountsFromAddress >= ADDRESS_ACCOUNTS_FOR_CAPTCHA) return 'ADDRESS';
  return null;
}

async function recentFailures(database: Database, attempt: LoginAttempt): Promise<RecentFailures> {
  const [counts] = await database.query<{ on_account: bigint; accounts_from_address: bigint }>(
    `select
       (select count(*) from login_failures
        where account_key = $1 and created_at > now() - interval '1 hour') as on_account,
       (select count(distinct account_key) from login_failures
        where ip = $2::inet and created_at > now() - interval '1 hour') as accounts_from_address`,
    [attempt.accountKey, attempt.ip],
  );
  return {
    onAccount: Number(counts?.on_account ?? 0n),
    accountsFromAddress: Number(counts?.accounts_from_address ?? 0n),
  };
}

/**
 * Runs before any password is hashed: refuses an account that reached the hourly cap, and demands a captcha once
 * the account failed, or the address failed for several accounts (A4, decision 0034). Failures are counted in the
 * database, so every node agrees.
 */
export function createLoginGuard(database: Database, captchas: CaptchaService) {
  async function admit(attempt: LoginAttempt): Promise<void> {
    const failures = await recentFailures(database, attempt);
    if (failures.onAccount >= MAX_FAILURES_PER_HOUR) {
      throw new AppError(
        429,
        ErrorCode.LOGIN_TEMPORARILY_LOCKED,
        'Too many failed logins for this account; try again later.',
      );
    }
    if (captchaScope(failures) === null) return;
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

  /** The account typed now needs a captcha (whether it exists or not), so the answer says so either way. */
  async function recordFailure(attempt: LoginAttempt): Promise<never> {
    await insertFailure(database, attempt.accountKey, attempt.ip);
    throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Incorrect account or password.', undefined, {
      captchaRequired: true,
    });
  }

  /** A success forgets the account's failures, which also takes it out of its addresses' counts. */
  async function clearFailures(accountKey: string): Promise<void> {
    await database.query('delete from login_failures where account_key = $1', [accountKey]);
  }

  return { admit, recordFailure, clearFailures };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
