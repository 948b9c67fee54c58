import { ErrorCode } from '@playhall/contracts/error-codes';
import { AppError } from '../../http/app-error';

/** SQLSTATEs raised by the ledger functions (migration 0005). */
const LEDGER_STATES: Record<string, [number, string, string]> = {
  PH001: [409, ErrorCode.INSUFFICIENT_FUNDS, 'The balance is not enough for this.'],
  PH002: [409, ErrorCode.CONFLICT, 'This has already been settled.'],
  PH003: [500, ErrorCode.INTERNAL_ERROR, 'A ledger posting was malformed.'],
  PH004: [409, ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This request id was already used for a different request.'],
  PH005: [409, ErrorCode.CONFLICT, 'The currencies do not match.'],
  PH009: [500, ErrorCode.INTERNAL_ERROR, 'Ledger history cannot be changed.'],
};

/** A posting named an account (by code) that does not exist yet; the caller may create it and post again. */
export class UnknownAccountError extends Error {
  constructor() {
    super('A ledger account named by the posting does not exist.');
    this.name = 'UnknownAccountError';
  }
}

export function sqlState(error: unknown): string | undefined {
  const withCode = error as { code?: unknown; cause?: { code?: unknown } };
  const code = withCode.code ?? withCode.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps a ledger function's refusal to the API error; anything else is rethrown untouched. */
export function toLedgerError(error: unknown): never {
  if (sqlState(error) === 'PH006') throw new UnknownAccountError();
  const known = LEDGER_STATES[sqlState(error) ?? ''];
  if (known) throw new AppError(known[0], known[1], known[2]);
  throw error;
}

/** Serialization failures and deadlocks are retried, never reported as "insufficient funds". */
export async function withRetry<T>(work: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || (state !== '40001' && state !== '40P01')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
