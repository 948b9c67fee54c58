import {
  zDownlinePage,
  zDownlineQuery,
  zIncomeQuery,
  zMovementPage,
  zReportPeriodQuery,
  zTeamBetPage,
  zTeamBetsQuery,
  zTeamMovementsQuery,
  zTeamOverview,
  zTeamProfitPage,
  zTeamProfitQuery,
} from '@playhall/contracts/agent-reports';
import { envelope } from '@playhall/contracts/envelope';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { resolveLanguage } from '../../http/language';
import type { Authenticator } from '../session/authenticate';
import type { Downlines } from './downlines';
import type { TeamBets } from './team-bets';
import type { TeamMovements } from './team-movements';
import type { TeamOverviewReport } from './team-overview';
import type { TeamProfit } from './team-profit';

export type AgentReportRoutesOptions = {
  auth: Authenticator;
  teamOverview: TeamOverviewReport;
  downlines: Downlines;
  teamProfit: TeamProfit;
  teamBets: TeamBets;
  movements: TeamMovements;
  defaultLanguage: () => Promise<LanguageCode>;
};

const tags = ['agent'];

/** The agent centre's reports (member-and-agent-centres §2): agents only, each over the caller's own team (S8). */
export const agentReportRoutes: FastifyPluginAsyncZod<AgentReportRoutesOptions> = async (app, options) => {
  const { auth, teamOverview, downlines, teamProfit, teamBets, movements } = options;
  // Every call here is an agent's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true, agent: true }));

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

  app.get(
    '/wps/agent/team/profit',
    {
      schema: {
        tags,
        summary:
          'User profit and loss: each direct downline (with its team) over a period, and the team total',
        querystring: zTeamProfitQuery,
        response: { 200: envelope(zTeamProfitPage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true, agent: true });
      return ok(await teamProfit(memberId, request.query));
    },
  );

  app.get(
    '/wps/agent/team/bets',
    {
      schema: {
        tags,
        summary:
          'Team betting record: the bets of the whole team or of one downline, newest first, with totals',
        querystring: zTeamBetsQuery,
        response: { 200: envelope(zTeamBetPage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true, agent: true });
      const language = resolveLanguage(request, undefined, await options.defaultLanguage());
      return ok(await teamBets(memberId, request.query, language));
    },
  );

  app.get(
    '/wps/agent/team/transactions',
    {
      schema: {
        tags,
        summary: 'Team transactions: deposits, withdrawals, transfers, bonuses and adjustments of the team',
        querystring: zTeamMovementsQuery,
        response: { 200: envelope(zMovementPage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true, agent: true });
      return ok(await movements.team(memberId, request.query));
    },
  );

  app.get(
    '/wps/agent/income',
    {
      schema: {
        tags,
        summary:
          'My income: every income movement into the agent’s wallet over a period, with totals per kind',
        querystring: zIncomeQuery,
        response: { 200: envelope(zMovementPage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true, agent: true });
      return ok(await movements.income(memberId, request.query));
    },
  );
};
