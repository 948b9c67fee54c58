import {
  zDownlinePage,
  zDownlineQuery,
  zReportPeriodQuery,
  zTeamOverview,
} from '@playhall/contracts/agent-reports';
import { envelope } from '@playhall/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { Downlines } from './downlines';
import type { TeamOverviewReport } from './team-overview';

export type AgentReportRoutesOptions = {
  auth: Authenticator;
  teamOverview: TeamOverviewReport;
  downlines: Downlines;
};

const tags = ['agent'];

/** The agent centre's reports (member-and-agent-centres §2): agents only, each over the caller's own team (S8). */
export const agentReportRoutes: FastifyPluginAsyncZod<AgentReportRoutesOptions> = async (app, options) => {
  const { auth, teamOverview, downlines } = options;

  app.get(
    '/wps/agent/team/overview',
    {
      schema: {
        tags,
        summary:
          'Team overview: the team’s figures of a period, direct downlines beside the whole team, by day',
        querystring: zReportPeriodQuery,
        response: { 200: envelope(zTeamOverview) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true, agent: true });
      return ok(await teamOverview(memberId, request.query.startDate, request.query.endDate));
    },
  );

  app.get(
    '/wps/agent/team/downlines',
    {
      schema: {
        tags,
        summary:
          'Team management: a member’s direct downlines (or a search of its branch), with the chain up to the agent',
        querystring: zDownlineQuery,
        response: { 200: envelope(zDownlinePage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true, agent: true });
      return ok(await downlines(memberId, request.query));
    },
  );
};
