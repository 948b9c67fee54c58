import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as it arrived, for checking a signature over it. */
    rawBody?: string;
  }
}

/**
 * In this (encapsulated) scope, JSON bodies keep their raw text beside the parsed value: signatures are checked
 * over the bytes that were signed, not over a re-serialisation.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      const error = new SyntaxError('The body is not valid JSON.');
      done(Object.assign(error, { statusCode: 400 }), undefined);
    }
  });
}
