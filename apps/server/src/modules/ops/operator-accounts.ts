import { ErrorCode } from '@playhall/contracts/error-codes';
import type { OpsOperatorRow } from '@playhall/contracts/ops';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Operator } from './operator-auth';
import { createOperatorLockout, operatorNameKey } from './operator-lockout';

/**
 * Colleagues' accounts: who has an authenticator and who is locked. Recovery is done by another operator, never by
 * the operator concerned: a lost authenticator is reset (the operator's sessions end and the next login sets up a
 * new one), a lock is lifted; both are audited.
 */
export function createOperatorAccounts(database: Database) {
  const lockout = createOperatorLockout(database);

  async function list(me: Operator): Promise<OpsOperatorRow[]> {
    const rows = await database.query<{
      id: bigint;
      username: string;
      role: 'OPERATOR' | 'ADMIN';
      active: boolean;
      totp_enabled: boolean;
    }>('select id, username, role, active, totp_enabled from operators order by id');
    const locks = await lockout.lockedUntil(rows.map((row) => operatorNameKey(row.username)));
    return rows.map((row) => ({
      id: row.id.toString(),
      username: row.username,
      role: row.role,
      active: row.active,
      totpEnrolled: row.totp_enabled,
      lockedUntil: locks.get(operatorNameKey(row.username))?.toISOString() ?? null,
      isSelf: row.id === me.operatorId,
    }));
  }

  function refuseSelf(me: Operator, targetId: bigint): void {
    if (targetId === me.operatorId) {
      throw new AppError(403, ErrorCode.OPERATION_NOT_ALLOWED, 'Another operator must do this for you.');
    }
  }

  async function target(tx: SqlRunner, targetId: bigint): Promise<string> {
    const [row] = await tx.query<{ username: string }>(
      'select username from operators where id = $1 for update',
      [targetId],
    );
    if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such operator.');
    return row.username;
  }

  async function resetTotp(me: Operator, targetId: bigint): Promise<void> {
    refuseSelf(me, targetId);
    await database.transaction(async (tx) => {
      const username = await target(tx, targetId);
      // A new secret starts its own count of spent steps: no code of the old one can match it.
      await tx.query(
        'update operators set totp_enabled = false, totp_secret = null, totp_last_step = null where id = $1',
        [targetId],
      );
      await tx.query(
        'update operator_sessions set revoked_at = now() where operator_id = $1 and revoked_at is null',
        [targetId],
      );
      await writeAudit(tx, {
        operatorId: me.operatorId,
        action: 'TOTP_RESET',
        targetType: 'operator',
        targetId: targetId.toString(),
        detail: { username },
      });
    });
  }

  async function unlock(me: Operator, targetId: bigint): Promise<void> {
    refuseSelf(me, targetId);
    await database.transaction(async (tx) => {
      const username = await target(tx, targetId);
      await tx.query('delete from operator_login_failures where username_key = $1', [
        operatorNameKey(username),
      ]);
      await writeAudit(tx, {
        operatorId: me.operatorId,
        action: 'OPERATOR_UNLOCK',
        targetType: 'operator',
        targetId: targetId.toString(),
        detail: { username },
      });
    });
  }

  return { list, resetTotp, unlock };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
