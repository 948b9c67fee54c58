import { envelope } from '@playhall/contracts/envelope';
import { zBonusesQuery, zBonusPage, zRewardBadges } from '@playhall/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { Bonuses } from './bonuses';
import { memberCaller } from './callers';

const tags = ['rewards'];

/** The member's side of the rewards economy (member-and-agent-centres spec §2): bonus details and the badge. */
export const rewardRoutes: FastifyPluginAsyncZod<{
  auth: Authenticator;
  bonuses: Bonuses;
  /** How many rewards wait for the member (the badge on the reward centre). */
  waiting: (memberId: bigint) => Promise<number>;
  /** How many missions the member may claim now (the badge on the mission leaderboard). */
  waitingMissions: (memberId: bigint) => Promise<number>;
  /** Qualified invitees whose reward waits for the claim. */
  waitingReferrals: (memberId: bigint) => Promise<number>;
}> = async (app, { auth, bonuses, waiting, waitingMissions, waitingReferrals }) => {
  const { onRequest, memberId } = memberCaller(auth);

  app.get(
    '/wps/member/bonuses',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The member’s bonuses, newest first, with their wagering and what active ones still ask',
        querystring: zBonusesQuery,
        response: { 200: envelope(zBonusPage) },
      },
    },
    async (request) => ok(await bonuses.page(memberId(request), request.query)),
  );

  app.get(
    '/wps/member/rewards/badges',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'How many rewards wait for the member (claims ready, today’s sign-in, a claimable rebate), missions and referral rewards',
        response: { 200: envelope(zRewardBadges) },
      },
    },
    async (request) => {
      const [rewards, missions, referrals] = await Promise.all([
        waiting(memberId(request)),
        waitingMissions(memberId(request)),
        waitingReferrals(memberId(request)),
      ]);
      return ok({ rewards, missions, referrals });
    },
  );
};
