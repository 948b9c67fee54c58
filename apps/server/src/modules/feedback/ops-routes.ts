import { envelope, zIdParam } from '@playhall/contracts/envelope';
import {
  zFeedbackImageParams,
  zOpsFeedbackPage,
  zOpsFeedbackQuery,
  zOpsFeedbackReply,
  zOpsFeedbackTicket,
} from '@playhall/contracts/feedback';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { Feedback } from './service';

/** The console's `requireOperator`, passed in by the wiring (feedback sits below the ops module). */
export type RequireOperator = (request: FastifyRequest) => Promise<{ operatorId: bigint }>;

const tags = ['operator console'];

/** The console's support tickets: the queue by status, a thread, answer and close (audited). Operators only. */
export const feedbackOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  feedback: Feedback;
}> = async (app, { requireOperator, feedback }) => {
  // The operator is settled before anything of the request is read, and kept for the handler.
  const caller = requestScoped((request) => requireOperator(request));
  app.addHook('onRequest', caller.onRequest);
  const operator = (request: FastifyRequest) => caller.of(request).operatorId;

  app.get(
    '/ops/api/feedback',
    {
      schema: {
        tags,
        summary:
          'Support tickets in a status (OPEN first by default, the longest waiting first), with the member',
        querystring: zOpsFeedbackQuery,
        response: { 200: envelope(zOpsFeedbackPage) },
      },
    },
    async (request) => ok(await feedback.queue(request.query)),
  );

  app.get(
    '/ops/api/feedback/:id',
    {
      schema: {
        tags,
        summary: 'One support ticket with its thread and the member’s account',
        params: zIdParam,
        response: { 200: envelope(zOpsFeedbackTicket) },
      },
    },
    async (request) => ok(await feedback.opsTicket(request.params.id)),
  );

  app.post(
    '/ops/api/feedback/:id/replies',
    {
      schema: {
        tags,
        summary:
          'Answer a ticket (plain text, 1 to 2000 characters): ANSWERED, and the member gets a FEEDBACK_ANSWERED platform message; audited',
        params: zIdParam,
        body: zOpsFeedbackReply,
        response: { 200: envelope(zOpsFeedbackTicket) },
      },
    },
    async (request) => ok(await feedback.answer(operator(request), request.params.id, request.body.content)),
  );

  app.post(
    '/ops/api/feedback/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a ticket for good: CLOSED, no more replies from anyone; once; audited',
        params: zIdParam,
        response: { 200: envelope(zOpsFeedbackTicket) },
      },
    },
    async (request) => ok(await feedback.close(operator(request), request.params.id)),
  );

  app.get(
    '/ops/api/feedback/:id/images/:postId/:index',
    {
      schema: {
        tags,
        summary: 'An image of a post of a support ticket (operators only)',
        params: zFeedbackImageParams,
      },
    },
    async (request, reply) => {
      const image = await feedback.opsImage(request.params);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
    },
  );
};
