import { envelope, zIdParam } from '@playhall/contracts/envelope';
import {
  zLeaderboard,
  zMissionClaimed,
  zMissionList,
  zOpsMission,
  zSaveMission,
} from '@playhall/contracts/missions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { memberCaller, operatorCaller, type RequireOperator } from './callers';
import type { MissionConsole } from './mission-console';
import type { Missions } from './missions';

/** The member's missions (`missionLeaderboard`): progress of the day and week, the claim, the week's leaderboard. */
export const missionRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; missions: Missions }> = async (
  app,
  { auth, missions },
) => {
  const tags = ['rewards'];
  const { onRequest, memberId: member } = memberCaller(auth);

  app.get(
    '/wps/member/missions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Daily and weekly missions with the member’s progress, state, reward and score this period',
        response: { 200: envelope(zMissionList) },
      },
    },
    async (request) => ok(await missions.list(member(request))),
  );

  app.get(
    '/wps/member/missions/leaderboard',
    {
      onRequest,
      schema: {
        tags,
        summary: 'This brand week’s top 20 by mission score (masked names) and the member’s own place',
        response: { 200: envelope(zLeaderboard) },
      },
    },
    async (request) => ok(await missions.leaderboard(member(request))),
  );

  app.post(
    '/wps/member/missions/:id/claim',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Claim a completed mission once per period: its reward as a bonus, its score on the leaderboard',
        params: zIdParam,
        response: { 200: envelope(zMissionClaimed) },
      },
    },
    async (request) => ok(await missions.claim(member(request), request.params.id)),
  );
};

/** The console's missions: list with this period's claims, create, edit, close (audited). */
export const missionOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  missions: MissionConsole;
}> = async (app, { requireOperator, missions }) => {
  const tags = ['operator console'];
  const operator = operatorCaller(app, requireOperator);

  app.get(
    '/ops/api/missions',
    {
      schema: {
        tags,
        summary: 'Every mission, live first, with its claims this period and in all',
        response: { 200: envelope(z.array(zOpsMission)) },
      },
    },
    async () => ok(await missions.list()),
  );

  app.post(
    '/ops/api/missions',
    {
      schema: {
        tags,
        summary: 'Create a daily or weekly mission (audited)',
        body: zSaveMission,
        response: { 200: envelope(zOpsMission) },
      },
    },
    async (request) => ok(await missions.create(operator(request), request.body)),
  );

  app.put(
    '/ops/api/missions/:id',
    {
      schema: {
        tags,
        summary: 'Edit a live mission; its period and kind stay (audited)',
        params: zIdParam,
        body: zSaveMission,
        response: { 200: envelope(zOpsMission) },
      },
    },
    async (request) => ok(await missions.update(operator(request), request.params.id, request.body)),
  );

  app.post(
    '/ops/api/missions/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a mission: members no longer see or claim it (audited)',
        params: zIdParam,
        response: { 200: envelope(zOpsMission) },
      },
    },
    async (request) => ok(await missions.close(operator(request), request.params.id)),
  );
};
