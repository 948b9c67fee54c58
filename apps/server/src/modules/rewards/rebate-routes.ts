import { envelope } from '@playhall/contracts/envelope';
import {
  zRebateClaim,
  zRebateClaimPage,
  zRebateClaimsQuery,
  zRebateRate,
  zRebateSummary,
  zSetRebateRates,
} from '@playhall/contracts/rebates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { memberCaller, operatorCaller, type RequireOperator } from './callers';
import type { Rebates } from './rebates';

/** Manual rebate for the member: what is claimable per category, the claim, the claims made. */
export const rebateRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; rebates: Rebates }> = async (
  app,
  { auth, rebates },
) => {
  const tags = ['rewards'];
  const { onRequest, memberId: member } = memberCaller(auth);

  app.get(
    '/wps/member/rebates',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Valid bets per game category since the last claim, the rates and what claiming now pays',
        response: { 200: envelope(zRebateSummary) },
      },
    },
    async (request) => ok(await rebates.summary(member(request))),
  );

  app.post(
    '/wps/member/rebates/claim',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Claim the rebate: every bet since the last claim counts once, paid through the ledger',
        response: { 200: envelope(zRebateClaim) },
      },
    },
    async (request) => ok(await rebates.claim(member(request))),
  );

  app.get(
    '/wps/member/rebates/claims',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The member’s rebate claims, newest first',
        querystring: zRebateClaimsQuery,
        response: { 200: envelope(zRebateClaimPage) },
      },
    },
    async (request) => ok(await rebates.claims(member(request), request.query)),
  );
};

/** The console's rebate rates per game category (audited). */
export const rebateOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  rebates: Rebates;
}> = async (app, { requireOperator, rebates }) => {
  const tags = ['operator console'];
  const operator = operatorCaller(app, requireOperator);

  app.get(
    '/ops/api/rebate-rates',
    {
      schema: {
        tags,
        summary: 'Manual rebate’s rate per game category (percent of the valid bet)',
        response: { 200: envelope(z.array(zRebateRate)) },
      },
    },
    async () => ok(await rebates.rates()),
  );

  app.put(
    '/ops/api/rebate-rates',
    {
      schema: {
        tags,
        summary:
          'Set rebate rates; a category left out keeps its rate; claims pay at the rates in force (audited)',
        body: zSetRebateRates,
        response: { 200: envelope(z.array(zRebateRate)) },
      },
    },
    async (request) => ok(await rebates.setRates(operator(request), request.body)),
  );
};
