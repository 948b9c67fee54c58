import { envelope, zIdParam } from '@playhall/contracts/envelope';
import {
  zActivityActionResult,
  zMemberActivity,
  zOpsActivity,
  zSaveActivity,
} from '@playhall/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { Activities } from './activities';
import type { ActivityConsole } from './activity-console';
import { memberCaller, operatorCaller, type RequireOperator } from './callers';

/** The reward centre's activities for the member: the list with the member's states, join or sign in, claim. */
export const activityRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; activities: Activities }> = async (
  app,
  { auth, activities },
) => {
  const tags = ['rewards'];
  const { onRequest, memberId: member } = memberCaller(auth);

  app.get(
    '/wps/member/rewards/activities',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The reward centre: live and coming activities with the member’s state in each',
        response: { 200: envelope(z.array(zMemberActivity)) },
      },
    },
    async (request) => ok(await activities.list(member(request))),
  );

  app.post(
    '/wps/member/rewards/activities/:id/join',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Join an activity, or sign in today (a daily sign-in pays the streak’s day at once); once',
        params: zIdParam,
        response: { 200: envelope(zActivityActionResult) },
      },
    },
    async (request) => ok(await activities.join(member(request), request.params.id)),
  );

  app.post(
    '/wps/member/rewards/activities/:id/claim',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Claim what a qualified activity pays, as a bonus with its wagering; once, whoever races',
        params: zIdParam,
        response: { 200: envelope(zActivityActionResult) },
      },
    },
    async (request) => ok(await activities.claim(member(request), request.params.id)),
  );
};

/** Activities in the console: every one with its figures, create, edit, close (audited). */
export const activityOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  activities: ActivityConsole;
}> = async (app, { requireOperator, activities }) => {
  const tags = ['operator console'];
  const operator = operatorCaller(app, requireOperator);

  app.get(
    '/ops/api/activities',
    {
      schema: {
        tags,
        summary: 'Every reward activity with how many members took part and what it paid',
        response: { 200: envelope(z.array(zOpsActivity)) },
      },
    },
    async () => ok(await activities.opsList()),
  );

  app.post(
    '/ops/api/activities',
    {
      schema: {
        tags,
        summary: 'Create a reward activity: its words, dates and the rules of its kind (audited)',
        body: zSaveActivity,
        response: { 200: envelope(zOpsActivity) },
      },
    },
    async (request) => ok(await activities.create(operator(request), request.body)),
  );

  app.put(
    '/ops/api/activities/:id',
    {
      schema: {
        tags,
        summary: 'Edit a live activity (its kind stays; what members earned stays theirs); audited',
        params: zIdParam,
        body: zSaveActivity,
        response: { 200: envelope(zOpsActivity) },
      },
    },
    async (request) => ok(await activities.update(operator(request), request.params.id, request.body)),
  );

  app.post(
    '/ops/api/activities/:id/close',
    {
      schema: {
        tags,
        summary: 'Close an activity: nobody joins or signs in any more; what was earned may still be claimed',
        params: zIdParam,
        response: { 200: envelope(zOpsActivity) },
      },
    },
    async (request) => ok(await activities.close(operator(request), request.params.id)),
  );
};
