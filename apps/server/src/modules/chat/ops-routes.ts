import {
  CHAT_LIMITS,
  zChatHistory,
  zChatHistoryQuery,
  zChatMessage,
  zChatRead,
  zChatSend,
  zChatSocketQuery,
  zChatTicket,
  zOpsChatImageParam,
  zOpsChatList,
  zOpsChatQuery,
} from '@playhall/contracts/chat';
import { envelope, zDone, zIdParam } from '@playhall/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/envelope';
import { requestScoped } from '../../http/request-scoped';
import type { ChatHub } from './hub';
import { redeemTicket, ticketRefused } from './routes';
import type { Chat } from './service';
import { readChatImage, sendChatImage } from './upload';

/** The console's `requireOperator`, passed in by the wiring (chat sits below the ops module). */
export type RequireOperator = (request: FastifyRequest) => Promise<{ operatorId: bigint }>;

const tags = ['operator console'];

/**
 * The console's live chat: every conversation, its thread, answers (audited), read marks and closing, and a socket
 * on which every conversation's new messages arrive. Operators only, settled before the request is read; the socket
 * is opened with a ticket, since a browser's WebSocket sends no bearer header.
 */
export const chatOpsRoutes: FastifyPluginAsyncZod<{
  requireOperator: RequireOperator;
  chat: Chat;
  hub: ChatHub;
}> = async (app, { requireOperator, chat, hub }) => {
  app.get(
    '/ops/api/chat/socket',
    {
      websocket: true,
      schema: {
        tags,
        summary:
          'WebSocket of every conversation’s new messages, opened with a ticket of /ops/api/chat/ticket',
        querystring: zChatSocketQuery,
      },
      // The ticket is the caller: taken before the address is validated (see routes.ts).
      onRequest: async (request) => {
        const owner = await redeemTicket(chat, request);
        if (!owner || !('operatorId' in owner)) throw ticketRefused();
      },
    },
    (socket) => hub.addOperator(socket),
  );

  // The operator is settled before anything of the request is read, and kept for the handler.
  const caller = requestScoped((request) => requireOperator(request));
  const operator = (request: FastifyRequest) => caller.of(request).operatorId;

  app.get(
    '/ops/api/chat/conversations',
    {
      onRequest: caller.onRequest,
      schema: {
        tags,
        summary: 'Conversations in a status (OPEN by default), the latest activity first, with unread counts',
        querystring: zOpsChatQuery,
        response: { 200: envelope(zOpsChatList) },
      },
    },
    async (request) => ok(await chat.list(request.query.status)),
  );

  app.get(
    '/ops/api/chat/conversations/:id/messages',
    {
      onRequest: caller.onRequest,
      schema: {
        tags,
        summary:
          'A page of a conversation (50 messages before `before`), oldest first, with operators’ names',
        params: zIdParam,
        querystring: zChatHistoryQuery,
        response: { 200: envelope(zChatHistory) },
      },
    },
    async (request) =>
      ok(await chat.history(await chat.existing(request.params.id), request.query.before, 'OPERATOR')),
  );

  app.post(
    '/ops/api/chat/conversations/:id/messages',
    {
      onRequest: caller.onRequest,
      schema: {
        tags,
        summary: 'Answers a conversation (plain text, audited); the customer receives it at once',
        params: zIdParam,
        body: zChatSend,
        response: { 200: envelope(zChatMessage) },
      },
    },
    async (request) => {
      const id = await chat.existing(request.params.id);
      return ok(await chat.send(id, 'OPERATOR', operator(request), request.body.body));
    },
  );

  app.post(
    '/ops/api/chat/conversations/:id/images',
    {
      onRequest: caller.onRequest,
      config: {
        bodyTypes: ['multipart'],
        rateLimit: { max: CHAT_LIMITS.imagesPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary:
          'Answers a conversation with an image (multipart, one `file`: PNG or JPEG of at most 5 MB; audited)',
        params: zIdParam,
        response: { 200: envelope(zChatMessage) },
      },
    },
    async (request) => {
      // The conversation must exist before a byte of the image is read.
      const id = await chat.existing(request.params.id);
      return ok(await chat.send(id, 'OPERATOR', operator(request), await readChatImage(request)));
    },
  );

  app.get(
    '/ops/api/chat/conversations/:id/images/:messageId',
    {
      onRequest: caller.onRequest,
      schema: {
        tags,
        summary: 'An image of a conversation, by its message',
        params: zOpsChatImageParam,
      },
    },
    async (request, reply) =>
      sendChatImage(
        reply,
        await chat.image(await chat.existing(request.params.id), request.params.messageId),
      ),
  );

  app.post(
    '/ops/api/chat/conversations/:id/read',
    {
      onRequest: caller.onRequest,
      schema: {
        tags,
        summary: 'Marks the customer’s messages read up to a message',
        params: zIdParam,
        body: zChatRead,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      await chat.read(await chat.existing(request.params.id), 'OPERATOR', request.body.upTo);
      return ok({});
    },
  );

  app.post(
    '/ops/api/chat/conversations/:id/close',
    {
      onRequest: caller.onRequest,
      schema: {
        tags,
        summary: 'Closes a conversation (audited); the customer’s next message opens it again',
        params: zIdParam,
        response: { 200: envelope(zDone) },
      },
    },
    async (request) => {
      await chat.close(operator(request), await chat.existing(request.params.id));
      return ok({});
    },
  );

  app.post(
    '/ops/api/chat/ticket',
    {
      onRequest: caller.onRequest,
      schema: {
        tags,
        summary: 'A single-use ticket (a minute) to open the console’s chat socket with',
        response: { 200: envelope(zChatTicket) },
      },
    },
    async (request) => ok({ ticket: await chat.ticket({ operatorId: operator(request) }) }),
  );
};
