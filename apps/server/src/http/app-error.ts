import type { FieldError } from '@playhall/contracts/envelope';
import type { ErrorCode } from '@playhall/contracts/error-codes';

/** A failure the client can act on: a stable code, an honest HTTP status and an English message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly errors?: FieldError[],
    /** Data the client needs to act on the failure (for example `{ captchaRequired: true }`). */
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
