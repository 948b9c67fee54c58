import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import type { SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { selectOutstandingWagering } from './queries';

export type OutstandingWagering = { active: number; required: bigint; wagered: bigint };

/** What the member's active bonuses still ask to be wagered (none active: nothing). */
export function outstandingWagering(runner: SqlRunner, memberId: bigint): Promise<OutstandingWagering> {
  return selectOutstandingWagering(runner, memberId);
}

/**
 * Refuses a movement out of the wallet (a withdrawal, a transfer) while a bonus's wagering is outstanding, with the
 * progress the member needs to read. Call it in the movement's transaction, after the movement's own write on the
 * wallet (a hold, a posting): a bonus granted meanwhile is then either seen here or paid after the movement.
 */
export async function refuseWhileWagering(runner: SqlRunner, memberId: bigint): Promise<void> {
  const outstanding = await selectOutstandingWagering(runner, memberId);
  if (outstanding.active === 0) return;
  throw new AppError(
    409,
    ErrorCode.BONUS_WAGERING_INCOMPLETE,
    'A bonus is still being wagered: nothing leaves the wallet until its wagering is met.',
    [],
    { wageringRequired: formatAmount(outstanding.required), wagered: formatAmount(outstanding.wagered) },
  );
}
