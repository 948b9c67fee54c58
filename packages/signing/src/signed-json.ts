import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifySignature } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived and was signed; set once its signature has been checked. */
    rawBody?: string;
  }
}

/** Why a signed call was refused before anything of it was used. */
export type SignedRefusal = 'UNSUPPORTED_MEDIA_TYPE' | 'INVALID_SIGNATURE' | 'BAD_REQUEST';

export type SignedJsonOptions = {
  /** The secret this caller signs with, or undefined for a caller we do not know (then every call is refused). */
  secretFor: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  /** Sends a refusal in the answer shape of the routes in the scope; nothing of the request has been used. */
  refuse: (reply: FastifyReply, refusal: SignedRefusal) => FastifyReply;
  /** What was signed, when it is not the body alone (a body-less GET signs what it asks for). Default: the body. */
  signedPayload?: (request: FastifyRequest, body: Buffer) => string | Buffer;
  /** Largest body accepted, in bytes. */
  bodyLimit?: number;
};

const SIGNATURE_HEADER = 'x-signature';

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Makes every route of this (encapsulated) scope a signed JSON call: a body of any other type is refused before
 * it is read, whatever parsers the rest of the app has; the signature (hex HMAC-SHA256 in `X-Signature`) is checked
 * over the exact bytes that arrived; and only then is the body parsed as JSON. A check inside one content type's
 * parser is skipped by sending another type (issue 11.1), so nothing here depends on which parser ran.
 */
export function acceptSignedJsonOnly(scope: FastifyInstance, options: SignedJsonOptions): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: options.bodyLimit ?? 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  scope.addHook('onRequest', async (request, reply) => {
    const type = mediaType(request);
    if (type === 'application/json' || (type === '' && !carriesBody(request))) return;
    return options.refuse(reply, 'UNSUPPORTED_MEDIA_TYPE');
  });

  scope.addHook('preValidation', async (request, reply) => {
    const body = request.body;
    if (body !== undefined && !Buffer.isBuffer(body)) return options.refuse(reply, 'UNSUPPORTED_MEDIA_TYPE');
    const raw = body ?? Buffer.alloc(0);
    const secret = await options.secretFor(request);
    const payload = options.signedPayload ? options.signedPayload(request, raw) : raw;
    if (!secret || !verifySignature(secret, payload, request.headers[SIGNATURE_HEADER])) {
      return options.refuse(reply, 'INVALID_SIGNATURE');
    }
    const text = raw.toString('utf8');
    request.rawBody = text;
    try {
      request.body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return options.refuse(reply, 'BAD_REQUEST');
    }
  });
}
