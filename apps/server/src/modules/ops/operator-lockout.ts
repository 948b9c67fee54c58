import { ErrorCode } from '@playhall/contracts/error-codes';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';

/** Five failed logins in a row (wrong password or wrong code) lock an operator name for fifteen minutes. */
export const MAX_OPERATOR_FAILURES = 5;
export const OPERATOR_LOCK_MINUTES = 15;

/** Lower-cased and trimmed, as the login looks operators up. */
export function operatorNameKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The per-account lock-out of the operator login, on top of the per-address rate limit. It counts by name whether
 * or not an operator has that name, so a locked answer tells nothing about which names exist; and it holds
 * whatever the address, so spreading guesses over many addresses gains nothing. A captcha is not added: with the
 * lock and a TOTP code an online guesser gets five tries per quarter of an hour at a password and a code
 * together, which a captcha (solvable by a paid service) would not lower further, and a lock costs the same
 * whether the guesser solves captchas or not.
 */
export function createOperatorLockout(database: Database) {
  /** Refuses, before any hashing, a name that is locked now. */
  async function admit(usernameKey: string): Promise<void> {
    const [locked] = await database.query(
      'select 1 from operator_login_failures where username_key = $1 and locked_until > now()',
      [usernameKey],
    );
    if (locked) {
      throw new AppError(
        429,
        ErrorCode.LOGIN_TEMPORARILY_LOCKED,
        `Too many failed logins: try again in ${OPERATOR_LOCK_MINUTES} minutes.`,
      );
    }
  }

  /**
   * Counts a failure. A count whose lock has passed, or whose last failure is older than the lock period, starts
   * again; a failure that was admitted just before a racing one set the lock leaves the lock as it is. The fifth
   * failure sets the lock and, for an operator who exists, writes it to the audit log.
   */
  async function recordFailure(usernameKey: string, operatorId: bigint | null): Promise<void> {
    await database.transaction(async (tx) => {
      const [row] = await tx.query<{ failures: number }>(
        `insert into operator_login_failures as f (username_key, failures) values ($1, 1)
         on conflict (username_key) do update set
           failures = case
             when f.locked_until <= now() then 1
             when f.locked_until is null and f.last_failure_at < now() - make_interval(mins => $2) then 1
             else f.failures + 1 end,
           locked_until = case when f.locked_until > now() then f.locked_until end,
           last_failure_at = now()
         returning failures`,
        [usernameKey, OPERATOR_LOCK_MINUTES],
      );
      if ((row?.failures ?? 0) < MAX_OPERATOR_FAILURES) return;
      const [locked] = await tx.query(
        `update operator_login_failures set locked_until = now() + make_interval(mins => $2)
         where username_key = $1 and locked_until is null returning 1`,
        [usernameKey, OPERATOR_LOCK_MINUTES],
      );
      if (locked && operatorId !== null) {
        await writeAudit(tx, {
          operatorId: null,
          action: 'OPERATOR_LOCKED',
          targetType: 'operator',
          targetId: operatorId.toString(),
          detail: { failures: MAX_OPERATOR_FAILURES, minutes: OPERATOR_LOCK_MINUTES },
        });
      }
    });
  }

  async function clear(usernameKey: string): Promise<void> {
    await database.query('delete from operator_login_failures where username_key = $1', [usernameKey]);
  }

  async function lockedUntil(usernameKeys: string[]): Promise<Map<string, Date>> {
    const rows = await database.query<{ username_key: string; locked_until: Date }>(
      `select username_key, locked_until from operator_login_failures
       where username_key = any($1::text[]) and locked_until > now()`,
      [usernameKeys],
    );
    return new Map(rows.map((row) => [row.username_key, new Date(row.locked_until)]));
  }

  return { admit, recordFailure, clear, lockedUntil };
}

export type OperatorLockout = ReturnType<typeof createOperatorLockout>;
