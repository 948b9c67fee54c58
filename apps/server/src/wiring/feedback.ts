import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { feedbackOpsRoutes } from '../modules/feedback/ops-routes';
import { feedbackRoutes } from '../modules/feedback/routes';
import { createFeedback } from '../modules/feedback/service';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import type { Authenticator } from '../modules/session/authenticate';

export type FeedbackWiring = { database: Database; auth: Authenticator; operatorAuth: OperatorAuth };

/**
 * Support tickets (issue 17): the member's tickets and the console's queue of them. Multipart is registered by the
 * cashier's group (it is global), before this one.
 */
export async function registerFeedback(
  app: FastifyInstance,
  { database, auth, operatorAuth }: FeedbackWiring,
): Promise<void> {
  const feedback = createFeedback({ database });
  await app.register(feedbackRoutes, { auth, feedback });
  await app.register(feedbackOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    feedback,
  });
}
