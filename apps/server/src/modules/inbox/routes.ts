import { envelope } from '@playhall/contracts/envelope';
import { zMessagePage, zUnreadCount } from '@playhall/contracts/inbox';
import { pageCount, zPageQuery } from '@playhall/contracts/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';

const tags = ['messages'];

export const inboxRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; database: Database }> = async (
  app,
  { auth, database },
) => {
  app.get(
    '/wps/member/messages/unread',
    {
      schema: {
        tags,
        summary: 'Unread platform messages',
        response: { 200: envelope(zUnreadCount) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true });
      const [row] = await database.query<{ count: bigint }>(
        'select count(*) from member_messages where member_id = $1 and read_at is null',
        [memberId],
      );
      return ok({ count: Number(row?.count ?? 0n) });
    },
  );

  app.get(
    '/wps/member/messages',
    {
      schema: {
        tags,
        summary: 'Platform messages, newest first',
        querystring: zPageQuery,
        response: { 200: envelope(zMessagePage) },
      },
    },
    async (request) => {
      const { memberId } = await auth.requireAuth(request, { real: true });
      const { pageNo, pageSize } = request.query;
      const rows = await database.query<{
        id: bigint;
        kind: string;
        params: Record<string, string>;
        created_at: Date;
        read_at: Date | null;
        total: bigint;
      }>(
        `select id, kind, params, created_at, read_at, count(*) over () as total from member_messages
         where member_id = $1 order by id desc limit $2 offset $3`,
        [memberId, pageSize, (pageNo - 1) * pageSize],
      );
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
};
