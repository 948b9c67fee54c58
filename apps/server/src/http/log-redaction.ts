import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are credentials or codes: launch tokens, reset and verification codes, signatures,
 * captcha answers. Their values never reach a log (issue 11.16); the names stay, so a log still says what was sent.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'code',
  'sig',
  'signature',
  'password',
  'captcha',
  'captchaid',
  'verificationcode',
  'otp',
  'key',
  'secret',
  'session',
]);

/**
 * Error fields that carry data: a failed statement's parameters (PGlite: `params`; postgres.js in debug:
 * `parameters`) and PostgreSQL's `detail`, which quotes the conflicting values of a unique violation.
 */
const ERROR_FIELDS_LEFT_OUT = new Set(['params', 'parameters', 'queryOptions', 'args', 'detail']);

/** The request's address with the values of secret parameters replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const parts = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return equals !== -1 && SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, start)}?${parts.join('&')}`;
}

/** Drizzle writes a failed query's parameters into its error's message (and so its stack): `...\nparams: a,b`. */
function withoutParameters(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields: SerializedError = {
    type: error.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (!ERROR_FIELDS_LEFT_OUT.has(key)) fields[key] = value;
  }
  if (error.cause !== undefined && depth < 3) fields.cause = serializeError(error.cause, depth + 1);
  return fields;
}

/**
 * The logger's serializers and redactions: requests are logged by method and redacted address, credentials in
 * headers never, and errors without the parameters of the statement that failed (token hashes, user text).
 */
export const redactingLogOptions = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
    err: serializeError,
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-signature"]',
      'req.headers["x-game-session"]',
      'headers.authorization',
      'headers.cookie',
    ],
    censor: '[redacted]',
  },
};
