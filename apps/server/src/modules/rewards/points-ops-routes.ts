import { envelope, zIdParam } from '@playhall/contracts/envelope';
import {
  zApproveRedemption,
  zMallItem,
  zMallItemInput,
  zOpsRedemption,
  zOpsRedemptionPage,
  zOpsRedemptionsQuery,
  zPointsConfig,
  zRejectRedemption,
  zSetPointsConfig,
} from '@playhall/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { operatorCaller, type RequireOperator } from './callers';
import type { PointsConsole } from './points-console';

/** The console's points mall: ratio and rules, items, the redemptions queue and its decisions (audited). */
export const pointsOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  console: PointsConsole;
}> = async (app, { requireOperator, console: mall }) => {
  const tags = ['operator console'];
  const operator = operatorCaller(app, requireOperator);

  app.get(
    '/ops/api/points/config',
    {
      schema: {
        tags,
        summary: 'The exchange ratio (points for 1.00) and the valid bet that earns a point per category',
        response: { 200: envelope(zPointsConfig) },
      },
    },
    async () => ok(await mall.config()),
  );

  app.put(
    '/ops/api/points/config',
    {
      schema: {
        tags,
        summary: 'Set the ratio and the rules; a category left out earns no points from now on (audited)',
        body: zSetPointsConfig,
        response: { 200: envelope(zPointsConfig) },
      },
    },
    async (request) => ok(await mall.setConfig(operator(request), request.body)),
  );

  app.get(
    '/ops/api/points/items',
    {
      schema: {
        tags,
        summary: 'Every mall item, hidden ones too',
        response: { 200: envelope(z.array(zMallItem)) },
      },
    },
    async () => ok(await mall.items()),
  );

  app.post(
    '/ops/api/points/items',
    {
      schema: {
        tags,
        summary:
          'Create a mall item: cash at the ratio, a bonus with wagering, or goods with stock (audited)',
        body: zMallItemInput,
        response: { 200: envelope(zMallItem) },
      },
    },
    async (request) => ok(await mall.createItem(operator(request), request.body)),
  );

  app.put(
    '/ops/api/points/items/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a mall item, or hide it (visible false); redemptions made keep what they promised (audited)',
        params: zIdParam,
        body: zMallItemInput,
        response: { 200: envelope(zMallItem) },
      },
    },
    async (request) => ok(await mall.updateItem(operator(request), request.params.id, request.body)),
  );

  app.get(
    '/ops/api/points/redemptions',
    {
      schema: {
        tags,
        summary: 'Redemptions, newest first, by status (IN_PROCESS is the queue)',
        querystring: zOpsRedemptionsQuery,
        response: { 200: envelope(zOpsRedemptionPage) },
      },
    },
    async (request) => ok(await mall.queue(request.query)),
  );

  app.post(
    '/ops/api/points/redemptions/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve a redemption: cash is paid from the points account, a bonus granted, goods shipped (audited)',
        params: zIdParam,
        body: zApproveRedemption,
        response: { 200: envelope(zOpsRedemption) },
      },
    },
    async (request) =>
      ok(await mall.approve(operator(request), request.params.id, request.body.remark ?? '')),
  );

  app.post(
    '/ops/api/points/redemptions/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a redemption with a reason: its points and stock go back (audited)',
        params: zIdParam,
        body: zRejectRedemption,
        response: { 200: envelope(zOpsRedemption) },
      },
    },
    async (request) => ok(await mall.reject(operator(request), request.params.id, request.body.reason)),
  );
};
