import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { newSecretToken, sha256 } from '../../security/tokens';
import { spendTotpStep, totpStep } from '../../security/totp';
import { createOperatorLockout, operatorNameKey } from './operator-lockout';

const operatorCache = new WeakMap<FastifyRequest, Promise<Operator | null>>();
export type Operator = {
  operatorId: bigint;
  sessionId: bigint;
  username: string;
  mustChangePassword: boolean;
  /** No authenticator confirmed yet: only the set-up (after the password change) is open. */
  mustEnrolTotp: boolean;
};

const IDLE_MINUTES = 30;
const ABSOLUTE_HOURS = 12;

function invalidCredentials(): AppError {
  // One answer for a wrong name, password or code: it never tells which part was right.
  return new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Incorrect account, password or code.');
}

/**
 * Operators log in to /ops with their own accounts and sessions; a member's token means nothing here (S8). A login
 * takes the password and, once the operator has set up an authenticator, its current code (each code once). The
 * seeded operator must change its password, and every operator must set up the authenticator, before anything
 * else works. Failed logins lock the name (operator-lockout.ts).
 */
export function createOperatorAuth(database: Database) {
  const lockout = createOperatorLockout(database);

  async function login(input: { username: string; password: string; code?: string | undefined }, ip: string) {
    const usernameKey = operatorNameKey(input.username);
    await lockout.admit(usernameKey);
    const [operator] = await database.query<{
      id: bigint;
      password_hash: string;
      must_change_password: boolean;
      active: boolean;
      totp_enabled: boolean;
      totp_secret: Uint8Array | null;
    }>(
      `select id, password_hash, must_change_password, active, totp_enabled, totp_secret from operators
       where lower(username) = $1`,
      [usernameKey],
    );
    const valid = await verifyPassword(operator?.password_hash ?? null, input.password);
    if (!operator || !valid || !operator.active || !(await secondFactorHolds(operator, input.code))) {
      await lockout.recordFailure(usernameKey, operator?.id ?? null);
      throw invalidCredentials();
    }
    await lockout.clear(usernameKey);
    const token = newSecretToken();
    await database.transaction(async (tx) => {
      await tx.query(
        `insert into operator_sessions (operator_id, token_hash, ip, expires_at)
         values ($1, $2, $3, now() + make_interval(hours => $4))`,
        [operator.id, sha256(token), ip, ABSOLUTE_HOURS],
      );
      await writeAudit(tx, {
        operatorId: operator.id,
        action: 'LOGIN',
        targetType: 'operator',
        targetId: operator.id.toString(),
        detail: { ip },
      });
    });
    return {
      token,
      mustChangePassword: operator.must_change_password,
      mustEnrolTotp: !operator.totp_enabled,
    };
  }

  /** Until the authenticator is confirmed there is no code to ask for: the session can only set it up. */
  async function secondFactorHolds(
    operator: { id: bigint; totp_enabled: boolean; totp_secret: Uint8Array | null },
    code: string | undefined,
  ): Promise<boolean> {
    if (!operator.totp_enabled) return true;
    if (!operator.totp_secret || code === undefined) return false;
    const step = totpStep(Buffer.from(operator.totp_secret), code);
    return step !== null && spendTotpStep(database, 'operators', operator.id, step);
  }

  /** Looked up once per request (the lookup also marks the session as seen). */
  function lookup(request: FastifyRequest): Promise<Operator | null> {
    let pending = operatorCache.get(request);
    if (!pending) {
      pending = findOperator(request);
      operatorCache.set(request, pending);
    }
    return pending;
  }

  async function findOperator(request: FastifyRequest): Promise<Operator | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const [row] = await database.query<{
      session_id: bigint;
      operator_id: bigint;
      username: string;
      must_change_password: boolean;
      totp_enabled: boolean;
    }>(
      `update operator_sessions s set last_seen_at = now()
       from operators o
       where s.token_hash = $1 and o.id = s.operator_id and o.active and s.revoked_at is null and s.expires_at > now()
         and s.last_seen_at > now() - make_interval(mins => $2)
       returning s.id as session_id, o.id as operator_id, o.username, o.must_change_password, o.totp_enabled`,
      [sha256(header.slice(7).trim()), IDLE_MINUTES],
    );
    return row
      ? {
          operatorId: row.operator_id,
          sessionId: row.session_id,
          username: row.username,
          mustChangePassword: row.must_change_password,
          mustEnrolTotp: !row.totp_enabled,
        }
      : null;
  }

  /**
   * The operator behind the request. A first session must change the password (unless `allowPasswordChange`),
   * then set up the authenticator (unless `allowEnrolment`), before any other call.
   */
  async function requireOperator(
    request: FastifyRequest,
    { allowPasswordChange = false, allowEnrolment = false } = {},
  ): Promise<Operator> {
    const operator = await lookup(request);
    if (!operator) throw new AppError(401, ErrorCode.UNAUTHORIZED, 'Operators only: please log in.');
    if (operator.mustChangePassword && !allowPasswordChange) {
      throw new AppError(403, ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Please change your password first.');
    }
    if (operator.mustEnrolTotp && !allowEnrolment) {
      throw new AppError(
        403,
        ErrorCode.TOTP_ENROLMENT_REQUIRED,
        'Please set up your authenticator app first.',
      );
    }
    return operator;
  }

  async function changePassword(operator: Operator, oldPassword: string, newPassword: string): Promise<void> {
    const [row] = await database.query<{ password_hash: string }>(
      'select password_hash from operators where id = $1',
      [operator.operatorId],
    );
    if (!(await verifyPassword(row?.password_hash ?? null, oldPassword))) {
      throw new AppError(400, ErrorCode.WRONG_PASSWORD, 'The current password is not correct.');
    }
    if (
      newPassword.length < 10 ||
      !/[A-Za-z]/.test(newPassword) ||
      !/[0-9]/.test(newPassword) ||
      newPassword === oldPassword
    ) {
      throw new AppError(
        400,
        ErrorCode.VALIDATION_FAILED,
        'Use at least 10 characters with letters and digits, not the old password.',
        [
          {
            field: 'newPassword',
            code: 'INVALID_FORMAT',
            message: 'At least 10 characters with letters and digits',
          },
        ],
      );
    }
    const hash = await hashPassword(newPassword);
    await database.transaction(async (tx) => {
      await tx.query('update operators set password_hash = $1, must_change_password = false where id = $2', [
        hash,
        operator.operatorId,
      ]);
      await tx.query(
        'update operator_sessions set revoked_at = now() where operator_id = $1 and id <> $2 and revoked_at is null',
        [operator.operatorId, operator.sessionId],
      );
      await writeAudit(tx, {
        operatorId: operator.operatorId,
        action: 'PASSWORD_CHANGE',
        targetType: 'operator',
        targetId: operator.operatorId.toString(),
      });
    });
  }

  async function logout(operator: Operator): Promise<void> {
    await database.query('update operator_sessions set revoked_at = now() where id = $1', [
      operator.sessionId,
    ]);
  }

  /**
   * An `onRequest` hook: the operator is settled, or refused, before anything of the request is read (S8); the
   * handler's `requireOperator` reuses the lookup.
   */
  function operatorFirst(options: { allowPasswordChange?: boolean; allowEnrolment?: boolean } = {}) {
    return async (request: FastifyRequest): Promise<void> => {
      await requireOperator(request, options);
    };
  }

  return { login, requireOperator, operatorFirst, changePassword, logout };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
