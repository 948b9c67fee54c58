import { ErrorCode } from '@playhall/contracts/error-codes';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { withRetry } from '../ledger/ledger-error';
import type { WithdrawalRow } from './withdrawal-queries';

export function invalidState(): AppError {
  return new AppError(409, ErrorCode.INVALID_STATE, 'This withdrawal is not in a state that allows this.');
}

/**
 * One step of a withdrawal's life: its transition (withdrawal-transitions.ts), then what the step moves, tells and
 * records, all in one transaction. A withdrawal in no state the transition allows is INVALID_STATE and nothing
 * happens; an effect that throws undoes the transition too.
 */
export function runStep(
  database: Database,
  id: bigint,
  change: (tx: SqlRunner) => Promise<WithdrawalRow | undefined>,
  effect?: (tx: SqlRunner, row: WithdrawalRow) => Promise<void>,
  audit?: { operatorId: bigint; action: string; detail?: Record<string, unknown> },
): Promise<WithdrawalRow> {
  return withRetry(() =>
    database.transaction(async (tx) => {
      const row = await change(tx);
      if (!row) throw invalidState();
      await effect?.(tx, row);
      if (audit) await writeAudit(tx, { ...audit, targetType: 'withdrawal', targetId: id.toString() });
      return row;
    }),
  );
}
