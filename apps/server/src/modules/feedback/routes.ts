import { envelope, zIdParam } from '@playhall/contracts/envelope';
import {
  zFeedbackImageParams,
  zFeedbackList,
  zFeedbackListQuery,
  zFeedbackTicket,
} from '@playhall/contracts/feedback';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { Authenticator } from '../session/authenticate';
import type { Feedback } from './service';
import { readPost } from './upload';

const tags = ['feedback'];

/**
 * The member's support tickets (spec §7 "Feedback | PUT /wps/feedback"): file one, list them, read a thread, follow
 * it up, see its images. Real accounts only; who calls is settled before anything of the request is read, and the
 * member and the ticket's state are checked before the multipart body is.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; feedback: Feedback }> = async (
  app,
  { auth, feedback },
) => {
  const caller = requestScoped((request) => auth.requireAuth(request, { real: true }));
  app.addHook('onRequest', caller.onRequest);
  const member = (request: FastifyRequest) => caller.of(request).memberId;

  app.put(
    '/wps/feedback',
    {
      config: { bodyTypes: ['multipart'] },
      schema: {
        tags,
        summary:
          'File a support ticket (multipart: questionType, content within the brand’s word bounds, up to three PNG or JPEG files of 5 MB); OPEN; at most five tickets open at once',
        response: { 200: envelope(zFeedbackTicket) },
      },
    },
    async (request) => {
      const memberId = member(request);
      const rules = await feedback.assertCanFile(memberId);
      const post = await readPost(request, { ...rules, withType: true });
      return ok(await feedback.file(memberId, { ...post, questionType: post.questionType ?? 'OTHER' }));
    },
  );

  app.get(
    '/wps/feedback',
    {
      schema: {
        tags,
        summary:
          'The member’s tickets, latest activity first, with the brand’s rules (word bounds, images, open tickets)',
        querystring: zFeedbackListQuery,
        response: { 200: envelope(zFeedbackList) },
      },
    },
    async (request) => ok(await feedback.list(member(request), request.query)),
  );

  app.get(
    '/wps/feedback/:id',
    {
      schema: {
        tags,
        summary: 'One of the member’s tickets with its thread (another member’s answers FEEDBACK_NOT_FOUND)',
        params: zIdParam,
        response: { 200: envelope(zFeedbackTicket) },
      },
    },
    async (request) => ok(await feedback.ticket(member(request), request.params.id)),
  );

  app.post(
    '/wps/feedback/:id/replies',
    {
      config: { bodyTypes: ['multipart'] },
      schema: {
        tags,
        summary:
          'Follow a ticket up (multipart: content of 1 word to the brand’s maximum, up to three files): OPEN again; a CLOSED ticket answers FEEDBACK_CLOSED',
        params: zIdParam,
        response: { 200: envelope(zFeedbackTicket) },
      },
    },
    async (request) => {
      const memberId = member(request);
      const rules = await feedback.assertCanReply(memberId, request.params.id);
      const post = await readPost(request, { ...rules, minWords: 1, withType: false });
      return ok(await feedback.reply(memberId, request.params.id, post));
    },
  );

  app.get(
    '/wps/feedback/:id/images/:postId/:index',
    {
      schema: {
        tags,
        summary: 'An image of a post of one of the member’s tickets (re-encoded PNG or JPEG)',
        params: zFeedbackImageParams,
      },
    },
    async (request, reply) => {
      const image = await feedback.image(member(request), request.params);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
    },
  );
};
