import {
  zAgentApplication,
  zAgentApplicationInput,
  zMyAgentApplication,
} from '@playhall/contracts/agent-applications';
import { envelope } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { AgentApplications } from './service';

const tags = ['agent applications'];

/** The member's side: its application's state, and applying (member-and-agent-centres spec §6). */
export const agentApplicationRoutes: FastifyPluginAsyncZod<{
  auth: Authenticator;
  applications: AgentApplications;
}> = async (app, { auth, applications }) => {
  // Who calls is settled before the body is read: a stranger's body is never parsed or validated.
  const member = async (request: FastifyRequest) => (await auth.requireAuth(request, { real: true })).member;
  const onRequest = async (request: FastifyRequest) => {
    await member(request);
  };

  app.get(
    '/wps/member/agent-application',
    {
      onRequest,
      schema: {
        tags,
        summary: 'My latest agent application, and whether I may apply now',
        response: { 200: envelope(zMyAgentApplication) },
      },
    },
    async (request) => ok(await applications.mine(await member(request))),
  );

  app.post(
    '/wps/member/agent-application',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Apply to become an agent (one open application at a time)',
        body: zAgentApplicationInput,
        response: { 200: envelope(zAgentApplication) },
      },
    },
    async (request) => ok(await applications.apply(await member(request), request.body)),
  );
};
