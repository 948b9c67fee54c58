import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { newSecretToken, sha256 } from '../../security/tokens';
import { writeAudit } from './audit';

export type Operator = {
  operatorId: bigint;
  sessionId: bigint;
  username: string;
  mustChangePassword: boolean;
};

const IDLE_MINUTES = 30;
const ABSOLUTE_HOURS = 12;

/**
 * Operators log in to /ops with their own accounts and sessions; a member's token means nothing here (S8). The
 * seeded operator must change its password before anything else works.
 */
export function createOperatorAuth(database: Database) {
  async function login(username: string, password: string, ip: string) {
    const [operator] = await database.query<{
      id: bigint;
      password_hash: string;
      must_change_password: boolean;
      active: boolean;
    }>(
      'select id, password_hash, must_change_password, active from operators where lower(username) = lower($1)',
      [username],
    );
    const valid = await verifyPassword(operator?.password_hash ?? null, password);
    if (!operator || !valid || !operator.active) {
      throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Incorrect account or password.');
    }
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
    return { token, mustChangePassword: operator.must_change_password };
  }

  async function lookup(request: FastifyRequest): Promise<Operator | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const [row] = await database.query<{
      session_id: bigint;
      operator_id: bigint;
      username: string;
      must_change_password: boolean;
    }>(
      `update operator_sessions s set last_seen_at = now()
       from operators o
       where s.token_hash = $1 and o.id = s.operator_id and o.active and s.revoked_at is null and s.expires_at > now()
         and s.last_seen_at > now() - make_interval(mins => $2)
       returning s.id as session_id, o.id as operator_id, o.username, o.must_change_password`,
      [sha256(header.slice(7).trim()), IDLE_MINUTES],
    );
    return row
      ? {
          operatorId: row.operator_id,
          sessionId: row.session_id,
          username: row.username,
          mustChangePassword: row.must_change_password,
        }
      : null;
  }

  async function requireOperator(
    request: FastifyRequest,
    { allowPasswordChange = false } = {},
  ): Promise<Operator> {
    const operator = await lookup(request);
    if (!operator) throw new AppError(401, ErrorCode.UNAUTHORIZED, 'Operators only: please log in.');
    if (operator.mustChangePassword && !allowPasswordChange) {
      throw new AppError(403, ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Please change your password first.');
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

  return { login, requireOperator, changePassword, logout };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
