import { envelope } from '@playhall/contracts/envelope';
import {
  zOpsReferralPage,
  zReferralInvitee,
  zReferralInviteeParams,
  zReferralQuery,
  zReferralRule,
  zReferralStatus,
  zSetReferralRule,
} from '@playhall/contracts/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import { memberCaller, operatorCaller, type RequireOperator } from './callers';
import type { Referrals } from './referrals';

/** The member's invite friends page (spec §2 `referral`): code, link, rule, invitees, and the reward's claim. */
export const referralRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; referrals: Referrals }> = async (
  app,
  { auth, referrals },
) => {
  const tags = ['rewards'];
  const { onRequest, memberId: member } = memberCaller(auth);

  app.get(
    '/wps/member/referral',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The member’s invite code (made on first use) and link, the rule, totals, and a page of invitees with ' +
          'their deposits and valid bets since registering',
        querystring: zReferralQuery,
        response: { 200: envelope(zReferralStatus) },
      },
    },
    async (request) => ok(await referrals.status(member(request), request.query)),
  );

  app.post(
    '/wps/member/referral/invitees/:inviteeId/claim',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Claim the reward of a qualified invitee: the inviter’s and the invitee’s bonuses, paid once per invitee',
        params: zReferralInviteeParams,
        response: { 200: envelope(zReferralInvitee) },
      },
    },
    async (request) => ok(await referrals.claim(member(request), BigInt(request.params.inviteeId))),
  );
};

/** The console's referral rule (audited) and every referral with its state. */
export const referralOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  referrals: Referrals;
}> = async (app, { requireOperator, referrals }) => {
  const tags = ['operator console'];
  const operator = operatorCaller(app, requireOperator);

  app.get(
    '/ops/api/referral-rule',
    {
      schema: {
        tags,
        summary: 'The referral rule (null until one is set)',
        response: { 200: envelope(zReferralRule.nullable()) },
      },
    },
    async () => ok(await referrals.rule()),
  );

  app.put(
    '/ops/api/referral-rule',
    {
      schema: {
        tags,
        summary: 'Set the referral rule: the invitee’s thresholds, both rewards and their wagering (audited)',
        body: zSetReferralRule,
        response: { 200: envelope(zReferralRule) },
      },
    },
    async (request) => ok(await referrals.setRule(operator(request), request.body)),
  );

  app.get(
    '/ops/api/referrals',
    {
      schema: {
        tags,
        summary: 'Every referral, newest first: inviter, invitee, progress, state and the rewards paid',
        querystring: zReferralQuery,
        response: { 200: envelope(zOpsReferralPage) },
      },
    },
    async (request) => ok(await referrals.list(request.query)),
  );
};
