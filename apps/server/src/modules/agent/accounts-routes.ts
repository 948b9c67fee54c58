import {
  zAgentInvitation,
  zCreateDownline,
  zDownlineCreated,
  zDownlineTransferred,
  zTransferDownline,
} from '@playhall/contracts/agent-accounts';
import { envelope } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { AgentInvitations } from './affiliate';
import type { CreateDownline } from './downline-accounts';
import type { DownlineTransfer } from './downline-transfer';

export type AgentAccountRoutesOptions = {
  auth: Authenticator;
  createDownline: CreateDownline;
  invitation: AgentInvitations;
  transferToDownline: DownlineTransfer;
  clientInfo: (request: FastifyRequest) => ClientInfo;
  /** Calls that create accounts or check a password, per visitor address per minute (as registration). */
  sensitivePerMinute: number;
};

const tags = ['agent'];

/** The agent centre's account calls: open a downline account, the invitation link, transfer to a downline. */
export const agentAccountRoutes: FastifyPluginAsyncZod<AgentAccountRoutesOptions> = async (app, options) => {
  const { auth } = options;
  // Every call here is an agent's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true, agent: true }));
  const sensitive = { rateLimit: { max: options.sensitivePerMinute, timeWindow: 60_000 } };
  // Real agents only: a trial account is refused (REAL_ACCOUNT_REQUIRED), a player too (FORBIDDEN).
  const agent = async (request: FastifyRequest) =>
    (await auth.requireAuth(request, { real: true, agent: true })).member;

  app.post(
    '/wps/agent/downlines',
    {
      config: { ...sensitive, encryptedBody: true },
      schema: {
        tags,
        summary:
          'Open a player (type 0) or sub-agent (type 1) account directly under me; it changes its password at first login',
        body: zCreateDownline,
        response: { 200: envelope(zDownlineCreated) },
      },
    },
    async (request) =>
      ok(await options.createDownline(await agent(request), request.body, options.clientInfo(request))),
  );

  app.get(
    '/wps/agent/affiliate/mine',
    {
      schema: {
        tags,
        summary: 'My invitation code, the brand domain and the invitation link to the registration page',
        response: { 200: envelope(zAgentInvitation) },
      },
    },
    async (request) => ok(await options.invitation(await agent(request))),
  );

  app.post(
    '/wps/agent/transfer-downline',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Send money to a direct downline (payment password and a request id of my choosing)',
        body: zTransferDownline,
        response: { 200: envelope(zDownlineTransferred) },
      },
    },
    async (request) => ok(await options.transferToDownline(await agent(request), request.body)),
  );
};
