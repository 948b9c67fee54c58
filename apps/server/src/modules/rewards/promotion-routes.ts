import { envelope, zIdParam } from '@playhall/contracts/envelope';
import { zPromotion, zPromotionsQuery } from '@playhall/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import { activityNotFound } from './activity-errors';
import { selectPromotions } from './activity-queries';
import { toPromotion } from './activity-view';

/**
 * /promotions (member-and-agent-centres §2, §3): the reward centre's live and coming activities as anyone reads
 * them, by type and category; taking part (join, claim, apply) is the member's, in the reward centre.
 */
export const promotionRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const tags = ['rewards'];
  app.get(
    '/wps/promotions',
    {
      schema: {
        tags,
        summary: 'Promotions: live and coming activities, optionally of one type and one category',
        querystring: zPromotionsQuery,
        response: { 200: envelope(z.array(zPromotion)) },
      },
    },
    async (request) => {
      const { type, category } = request.query;
      const rows = await selectPromotions(database);
      return ok(
        rows
          .filter((row) => (type ? row.promotion_type === type : true))
          .filter((row) => (category ? row.promotion_category === category : true))
          .map(toPromotion),
      );
    },
  );

  app.get(
    '/wps/promotions/:id',
    {
      schema: {
        tags,
        summary: 'One promotion; ACTIVITY_NOT_FOUND once it is closed or over',
        params: zIdParam,
        response: { 200: envelope(zPromotion) },
      },
    },
    async (request) => {
      const row = (await selectPromotions(database)).find(
        (candidate) => candidate.id.toString() === request.params.id,
      );
      if (!row) throw activityNotFound();
      return ok(toPromotion(row));
    },
  );
};
