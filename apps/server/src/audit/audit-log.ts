import type { SqlRunner } from '../db/database';

export type AuditEntry = {
  /** Null for what the system did by itself (a lock after failed logins). */
  operatorId: bigint | null;
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
};

/** Written inside the transaction of the action it records: no action without its line, no line without it. */
export async function writeAudit(tx: SqlRunner, entry: AuditEntry): Promise<void> {
  await tx.query(
    'insert into audit_log (operator_id, action, target_type, target_id, detail) values ($1, $2, $3, $4, $5::jsonb)',
    [entry.operatorId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail ?? {})],
  );
}
