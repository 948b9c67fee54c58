import type { FastifyRequest } from 'fastify';

/**
 * A value worked out once per request in the route's `onRequest` hook, before any body is read (who the caller is:
 * state and authorisation first, then bodies and files), and handed to the handler.
 */
export function requestScoped<T>(resolve: (request: FastifyRequest) => Promise<T>) {
  const values = new WeakMap<FastifyRequest, T>();
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      values.set(request, await resolve(request));
    },
    of(request: FastifyRequest): T {
      const value = values.get(request);
      if (value === undefined) throw new Error('The onRequest hook did not run before the handler');
      return value;
    },
  };
}
