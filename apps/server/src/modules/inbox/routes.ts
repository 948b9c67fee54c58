import { envelope, zIdParam } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { zMessagePage, zUnreadCount } from '@playhall/contracts/inbox';
import { pageCount, zPageQuery } from '@playhall/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { Authenticator } from '../session/authenticate';
import { countUnread, markAllRead, markDeleted, markRead, selectMessages } from './queries';

const tags = ['messages'];

/** Another member's message is answered like one that never existed (S8: nothing about it leaks). */
const notFound = () => new AppError(404, ErrorCode.MESSAGE_NOT_FOUND, 'No such message.');

export const inboxRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; database: Database }> = async (
  app,
  { auth, database },
) => {
  // Who calls is settled before the address or a body is read: a stranger's request is never validated.
  const caller = requestScoped((request) => auth.requireAuth(request, { real: true }));
  const { onRequest } = caller;
  app.get(
    '/wps/member/messages/unread',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Unread platform messages',
        response: { 200: envelope(zUnreadCount) },
      },
    },
    async (request) => {
      const { memberId } = caller.of(request);
      return ok({ count: await countUnread(database, memberId) });
    },
  );

  app.get(
    '/wps/member/messages',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Platform messages, newest first',
        querystring: zPageQuery,
        response: { 200: envelope(zMessagePage) },
      },
    },
    async (request) => {
      const { memberId } = caller.of(request);
      const { pageNo, pageSize } = request.query;
      const rows = await selectMessages(database, memberId, pageSize, (pageNo - 1) * pageSize);
      return ok({
        content: rows.map((row) => ({
          id: row.id.toString(),
          kind: row.kind,
          params: row.params,
          createdAt: new Date(row.created_at).toISOString(),
          read: row.read_at !== null,
        })),
        totalPages: pageCount(rows[0]?.total ?? 0n, pageSize),
      });
    },
  );

  app.put(
    '/wps/member/messages/read',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark every platform message read; answers the unread count (0)',
        response: { 200: envelope(zUnreadCount) },
      },
    },
    async (request) => {
      const { memberId } = caller.of(request);
      await markAllRead(database, memberId);
      return ok({ count: await countUnread(database, memberId) });
    },
  );

  app.put(
    '/wps/member/messages/:id/read',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark one platform message read; answers the unread count',
        params: zIdParam,
        response: { 200: envelope(zUnreadCount) },
      },
    },
    async (request) => {
      const { memberId } = caller.of(request);
      if (!(await markRead(database, memberId, BigInt(request.params.id)))) throw notFound();
      return ok({ count: await countUnread(database, memberId) });
    },
  );

  app.delete(
    '/wps/member/messages/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete one platform message for the member; answers the unread count',
        params: zIdParam,
        response: { 200: envelope(zUnreadCount) },
      },
    },
    async (request) => {
      const { memberId } = caller.of(request);
      if (!(await markDeleted(database, memberId, BigInt(request.params.id)))) throw notFound();
      return ok({ count: await countUnread(database, memberId) });
    },
  );
};
