import {
  CONTRACT_KIND_PATHS,
  CONTRACT_KINDS,
  type ContractKind,
  zAcceptancePreview,
  zContract,
  zContractKindParam,
  zContractPage,
  zContractsQuery,
  zOfferContract,
  zOwnTerms,
  zProcessContract,
  zSettlementPage,
  zSettlementsQuery,
} from '@playhall/contracts/agent-contracts';
import { envelope, zIdParam } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { ContractReads } from './contract-reads';
import type { OfferContract } from './offer-contract';
import type { ProcessContract } from './process-contract';
import type { SettlementReads } from './settlement-reads';

export type ContractRoutesOptions = {
  auth: Authenticator;
  reads: ContractReads;
  offer: OfferContract;
  processing: ProcessContract;
  settlements: SettlementReads;
};

const tags = ['agent'];

const kindOfPath = (path: string): ContractKind =>
  CONTRACT_KINDS.find((kind) => CONTRACT_KIND_PATHS[kind] === path) ?? 'DIVIDEND';

/** Contracts in the agent centre (spec §2 contract modal and requests, §7 the four processing calls). Agents only. */
export const contractRoutes: FastifyPluginAsyncZod<ContractRoutesOptions> = async (app, options) => {
  const { auth, reads, offer, processing, settlements } = options;
  // Every call here is an agent's: settled before anything of the request is read.
  app.addHook('onRequest', auth.callerFirst({ real: true, agent: true }));
  const agent = async (request: FastifyRequest) =>
    (await auth.requireAuth(request, { real: true, agent: true })).member;

  app.get(
    '/wps/agent/contracts/terms',
    {
      schema: {
        tags,
        summary: 'My own terms per kind: my contract from my upline, or the brand’s for a top agent',
        response: { 200: envelope(z.array(zOwnTerms)) },
      },
    },
    async (request) => ok(await reads.terms((await agent(request)).id)),
  );

  app.get(
    '/wps/agent/contracts',
    {
      schema: {
        tags,
        summary: 'Contracts I received (contract requests: status=offered) or gave, newest first',
        querystring: zContractsQuery,
        response: { 200: envelope(zContractPage) },
      },
    },
    async (request) => ok(await reads.list((await agent(request)).id, request.query)),
  );

  app.post(
    '/wps/agent/contracts',
    {
      schema: {
        tags,
        summary:
          'Offer a contract to a direct downline agent; no tier above my own rate (CONTRACT_RATE_ABOVE_UPLINE)',
        body: zOfferContract,
        response: { 200: envelope(zContract) },
      },
    },
    async (request) => ok(await offer(await agent(request), request.body)),
  );

  app.get(
    '/wps/agent/contracts/:id/acceptance',
    {
      schema: {
        tags,
        summary: 'The contracts given in my team that accepting this offer would end (the dialog lists them)',
        params: zIdParam,
        response: { 200: envelope(zAcceptancePreview) },
      },
    },
    async (request) =>
      ok(await processing.acceptancePreview((await agent(request)).id, BigInt(request.params.id))),
  );

  app.post(
    '/wps/agent/contract/:kind/process',
    {
      schema: {
        tags,
        summary:
          'Contract processing, one call per kind (dividend, daily-salary, hourly-salary, realtime-salary): accept, reject, end, terminate, withdraw',
        params: zContractKindParam,
        body: zProcessContract,
        response: { 200: envelope(zContract) },
      },
    },
    async (request) => {
      const member = await agent(request);
      return ok(
        await processing.process(
          { kind: 'MEMBER', id: member.id },
          request.body,
          kindOfPath(request.params.kind),
        ),
      );
    },
  );

  app.get(
    '/wps/agent/settlements',
    {
      schema: {
        tags,
        summary:
          'Dividend and salary records: each period’s base, active members, tier, rate, amount and status, received or paid',
        querystring: zSettlementsQuery,
        response: { 200: envelope(zSettlementPage) },
      },
    },
    async (request) => ok(await settlements.list((await agent(request)).id, request.query)),
  );
};
