import {
  zApplicationImageParams,
  zApplicationsQuery,
  zApproveApplication,
  zOpsApplication,
  zOpsApplicationPage,
  zRejectApplication,
} from '@playhall/contracts/activity-applications';
import { envelope, zIdParam } from '@playhall/contracts/envelope';
import { zActivityActionResult } from '@playhall/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { readApplication } from './activity-application-upload';
import type { ActivityApplications } from './activity-applications';
import { memberCaller, operatorCaller, type RequireOperator } from './callers';

/** A member applies to an application activity: a comment and up to three images (multipart). */
export const activityApplicationRoutes: FastifyPluginAsyncZod<{
  auth: Authenticator;
  applications: ActivityApplications;
}> = async (app, { auth, applications }) => {
  const { onRequest, memberId: member } = memberCaller(auth);

  app.post(
    '/wps/member/rewards/activities/:id/apply',
    {
      onRequest,
      config: { bodyTypes: ['multipart'] },
      schema: {
        tags: ['rewards'],
        summary:
          'Apply to an application activity with a comment (1 to 140 characters) and up to three PNG or JPEG images (multipart: comment, files); IN_PROCESS until an operator decides; once per period',
        params: zIdParam,
        response: { 200: envelope(zActivityActionResult) },
      },
    },
    async (request) => {
      const memberId = member(request);
      // The activity and the member's state first: nothing of the upload is read for an application refused.
      await applications.assertCanApply(memberId, request.params.id);
      const upload = await readApplication(request);
      return ok(await applications.apply(memberId, request.params.id, upload));
    },
  );

  app.get(
    '/wps/member/rewards/applications/:id/images/:index',
    {
      onRequest,
      schema: {
        tags: ['rewards'],
        summary: 'An image of one of the member’s own activity applications (another’s answers NOT_FOUND)',
        params: zApplicationImageParams,
      },
    },
    async (request, reply) => {
      const image = await applications.image(request.params.id, request.params.index, member(request));
      return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
    },
  );
};

/** The console's review queue of activity applications: list, images, approve (pays) or reject; audited. */
export const activityApplicationOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  applications: ActivityApplications;
}> = async (app, { requireOperator, applications }) => {
  const tags = ['operator console'];
  const operator = operatorCaller(app, requireOperator);

  app.get(
    '/ops/api/activity-applications',
    {
      schema: {
        tags,
        summary:
          'Activity applications in a state (IN_PROCESS first, oldest first), with the member and comment',
        querystring: zApplicationsQuery,
        response: { 200: envelope(zOpsApplicationPage) },
      },
    },
    async (request) => ok(await applications.queue(request.query)),
  );

  app.get(
    '/ops/api/activity-applications/:id/images/:index',
    {
      schema: {
        tags,
        summary: 'An image of an activity application (operators only)',
        params: zApplicationImageParams,
      },
    },
    async (request, reply) => {
      const image = await applications.image(request.params.id, request.params.index);
      return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.data);
    },
  );

  app.post(
    '/ops/api/activity-applications/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve an application: ISSUED, its amount paid as a bonus with the activity’s wagering; once',
        params: zIdParam,
        body: zApproveApplication,
        response: { 200: envelope(zOpsApplication) },
      },
    },
    async (request) =>
      ok(await applications.approve(operator(request), request.params.id, request.body.note)),
  );

  app.post(
    '/ops/api/activity-applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject an application with a note the member reads: REJECTED, nothing paid; once',
        params: zIdParam,
        body: zRejectApplication,
        response: { 200: envelope(zOpsApplication) },
      },
    },
    async (request) => ok(await applications.reject(operator(request), request.params.id, request.body.note)),
  );
};
