import type { ErrorEnvelope } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { RequestValidationError } from './validation';

type Failure = { status: number; body: ErrorEnvelope };

function failure(status: number, code: string, message: string, extra?: Partial<ErrorEnvelope>): Failure {
  return { status, body: { success: false, code, message, value: null, ...extra } };
}

/** Fastify's own errors, by their code, mapped to ours. */
const FASTIFY_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    'This content type is not accepted.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ErrorCode.BAD_REQUEST, 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ErrorCode.BAD_REQUEST, 'The body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, ErrorCode.BAD_REQUEST, 'The content length is wrong.'],
  FST_ERR_BAD_URL: [400, ErrorCode.BAD_REQUEST, 'The address is not valid.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, ErrorCode.BAD_REQUEST, 'The request is not valid.'],
};

/** What a client is told to wait before trying again when the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** postgres.js's own codes for a connection that broke or never came, and the socket errors beneath them. */
const CONNECTION_ERRORS = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * The database went away under a request (issue 11.13): a connection cut, the server shutting down or refusing
 * connections (SQLSTATE class 08, 57P01-57P03, 53300). Nothing was committed by the failed statement, so the client
 * may retry: 503 with a retry hint, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_ERRORS.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')
      return true;
  }
  // Drizzle wraps the driver's error in its own (DrizzleQueryError, with the driver's as its cause).
  return isDatabaseUnavailable(cause, depth + 1);
}

export function toFailure(error: FastifyError | Error): Failure {
  if (error instanceof AppError) {
    return failure(error.statusCode, error.code, error.message, {
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.value ? { value: error.value } : {}),
    });
  }
  if (error instanceof RequestValidationError) {
    return failure(400, ErrorCode.VALIDATION_FAILED, error.message, { errors: error.errors });
  }
  if (isDatabaseUnavailable(error)) {
    return failure(
      503,
      ErrorCode.SERVICE_UNAVAILABLE,
      'The service is briefly unavailable; please try again.',
    );
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return failure(known[0], known[1], known[2]);
  if (fastifyError.statusCode === 429) {
    return failure(429, ErrorCode.RATE_LIMITED, 'Too many requests, please slow down.');
  }
  if (error instanceof SyntaxError || (fastifyError.statusCode === 400 && !fastifyError.validation)) {
    return failure(400, ErrorCode.BAD_REQUEST, 'The request could not be read.');
  }
  if (fastifyError.statusCode === 413)
    return failure(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The request is too large.');
  if (fastifyError.statusCode === 415) {
    return failure(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'This content type is not accepted.');
  }
  if (fastifyError.statusCode === 503) {
    return failure(503, ErrorCode.SERVICE_UNAVAILABLE, 'The service is temporarily unavailable.');
  }
  return failure(500, ErrorCode.INTERNAL_ERROR, 'Something went wrong on our side.');
}

/** Every failure leaves as the error envelope; unexpected ones are logged with the request id, never shown. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toFailure(error);
    // Refusals we chose (maintenance, an unreachable provider) are not faults of ours.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500 && !(error instanceof AppError)) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: body.code, status }, 'request refused');
    }
    if (status === 429 && error.statusCode === 429) {
      const retryAfter = reply.getHeader('retry-after');
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
    }
    return reply.status(status).send(body);
  });
}
