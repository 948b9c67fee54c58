import {
  zAnnouncementEnabled,
  zAnnouncementInput,
  zOpsAnnouncement,
  zOpsAnnouncementPage,
  zOpsAnnouncementQuery,
} from '@playhall/contracts/announcements';
import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { AnnouncementEditor } from './announcement-editor';

const tags = ['operator console'];

/**
 * The operator console's announcements (decision 0030): every notice, agents-only ones included; create, edit,
 * enable or disable, delete. The operator is checked before the body is read: a stranger learns nothing of what
 * the editor would accept.
 */
export const opsAnnouncementRoutes: FastifyPluginAsyncZod<{
  /** The ops module's operator check (it sits above system; the wiring passes it in). */
  requireOperator: (request: FastifyRequest) => Promise<{ operatorId: bigint }>;
  editor: AnnouncementEditor;
}> = async (app, { requireOperator, editor }) => {
  const caller = requestScoped(requireOperator);
  const { onRequest } = caller;
  const operatorId = (request: FastifyRequest): bigint => caller.of(request).operatorId;

  app.get(
    '/ops/api/announcements',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every announcement (disabled and agents-only too), newest first',
        querystring: zOpsAnnouncementQuery,
        response: { 200: envelope(zOpsAnnouncementPage) },
      },
    },
    async (request) => ok(await editor.list(request.query)),
  );

  app.post(
    '/ops/api/announcements',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Write an announcement: its HTML is sanitised before it is stored; answers what was stored',
        body: zAnnouncementInput,
        response: { 200: envelope(zOpsAnnouncement) },
      },
    },
    async (request) => ok(await editor.create(operatorId(request), request.body)),
  );

  app.put(
    '/ops/api/announcements/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace an announcement (a null publication time keeps the one it has)',
        params: zIdParam,
        body: zAnnouncementInput,
        response: { 200: envelope(zOpsAnnouncement) },
      },
    },
    async (request) => ok(await editor.update(operatorId(request), request.params.id, request.body)),
  );

  app.put(
    '/ops/api/announcements/:id/enabled',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Show or hide an announcement',
        params: zIdParam,
        body: zAnnouncementEnabled,
        response: { 200: envelope(zOpsAnnouncement) },
      },
    },
    async (request) =>
      ok(await editor.setEnabled(operatorId(request), request.params.id, request.body.enabled)),
  );

  app.delete(
    '/ops/api/announcements/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an announcement',
        params: zIdParam,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      await editor.remove(operatorId(request), request.params.id);
      return ok({});
    },
  );
};
