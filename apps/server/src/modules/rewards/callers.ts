import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestScoped } from '../../http/request-scoped';
import type { Authenticator } from '../session/authenticate';

/** The console's `requireOperator`, passed in by the wiring (rewards sits below the ops module). */
export type RequireOperator = (request: FastifyRequest) => Promise<{ operatorId: bigint }>;

/**
 * A real member's calls: who calls is settled in `onRequest`, before the address, query or body is read (a
 * stranger's request is never validated), and the handler reads the member's id from that one lookup.
 */
export function memberCaller(auth: Authenticator) {
  const caller = requestScoped((request) => auth.requireAuth(request, { real: true }));
  return { onRequest: caller.onRequest, memberId: (request: FastifyRequest) => caller.of(request).memberId };
}

/** Every call of the plugin is an operator's: settled before anything of the request is read, kept for handlers. */
export function operatorCaller(app: FastifyInstance, requireOperator: RequireOperator) {
  const caller = requestScoped((request) => requireOperator(request));
  app.addHook('onRequest', caller.onRequest);
  return (request: FastifyRequest) => caller.of(request).operatorId;
}
